// A module of its own, so that `import()` of it splits antd-mobile's ErrorBlock off (see LazyErrorBlock).
export { ErrorBlock as default } from 'antd-mobile';
