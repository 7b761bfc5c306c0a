// Stylesheets imported by the app's modules (app/antdStyles.css): jsdom renders no CSS, and the tests' antd runs without styles.
module.exports = {};
