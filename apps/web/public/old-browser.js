/* global document */
// Runs only in browsers without ES module support (nomodule): shows the outdated-browser warning.
(function () {
  var warning = document.getElementById('old-browser-warning');
  if (warning) warning.removeAttribute('hidden');
})();
