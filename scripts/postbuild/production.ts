// The post-build step's first import: React's production build for every page rendered in this process, as
// in the worker threads and React Router's own prerender. Set before any module loads React, so React and
// react-dom never come from different builds (a Vite build of the preview bundle sets it midway otherwise).
process.env.NODE_ENV = "production";
