import './LoadingDots.css';

const DOTS = [0, 1, 2];

/**
 * Three bouncing dots in the text's colour and size: antd-mobile's DotLoading drawn the same way (its SVG and
 * animation), as the app's own markup, so that the first screen, which shows it, loads none of antd-mobile.
 */
export function LoadingDots({ tone = 'weak' }: { tone?: 'weak' | 'primary' }) {
  return (
    <span className={`loading-dots ${tone}`}>
      <svg height="1em" viewBox="0 0 100 40" style={{ verticalAlign: '-0.125em' }}>
        {DOTS.map((index) => (
          <rect key={index} fill="currentColor" x={20 + index * 26} y="16" width="8" height="8" rx="2">
            <animate
              attributeName="y"
              from="16"
              to="16"
              dur="2s"
              begin={`${index * 0.2}s`}
              repeatCount="indefinite"
              values="16; 6; 26; 16; 16"
              keyTimes="0; 0.1; 0.3; 0.4; 1"
            />
          </rect>
        ))}
      </svg>
    </span>
  );
}
