// A module of its own, so that `import()` of it splits antd-mobile's Toast off (see ./toast).
export { Toast } from 'antd-mobile';
