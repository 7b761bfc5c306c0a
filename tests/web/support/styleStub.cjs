// Stylesheets imported by the app's modules (antd's, virtual:antd-styles/*.css): jsdom renders no CSS, and the tests' antd runs without styles.
module.exports = {};
