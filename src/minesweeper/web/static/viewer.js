/* Page viewer zoom: buttons and the + / - / 0 keys scale the page inside its scrolling frame;
 * the highlighted words are kept in view. No inline handlers (the CSP forbids them). */
(function () {
  "use strict";
  var STEPS = [1, 1.5, 2, 3, 4];

  function bind(controls) {
    var frame = document.querySelector("[data-zoom-target]");
    if (!frame || controls.hasAttribute("data-bound")) { return; }
    controls.setAttribute("data-bound", "");
    var figure = frame.querySelector(".page-view");
    var level = controls.querySelector("[data-zoom-level]");
    var step = 0;

    function showMark() {
      var mark = figure.querySelector("mark.hl");
      if (!mark) { return; }
      // Centre the first highlight in the frame (the page may be wider than the screen).
      frame.scrollLeft = mark.offsetLeft - frame.clientWidth / 2 + mark.offsetWidth / 2;
      frame.scrollTop = mark.offsetTop - frame.clientHeight / 2 + mark.offsetHeight / 2;
      mark.scrollIntoView({ block: "nearest", inline: "nearest" });
    }

    function apply(next) {
      step = Math.max(0, Math.min(STEPS.length - 1, next));
      var scale = STEPS[step];
      if (scale === 1) {
        figure.style.width = "";
        frame.removeAttribute("data-zoomed");
      } else {
        figure.style.width = Math.round(frame.clientWidth * scale) + "px";
        frame.setAttribute("data-zoomed", "");
      }
      figure.setAttribute("data-scale", String(scale));
      level.textContent = Math.round(scale * 100) + "%";
      showMark();
    }

    controls.addEventListener("click", function (event) {
      var button = event.target.closest("[data-zoom]");
      if (!button) { return; }
      var action = button.getAttribute("data-zoom");
      apply(action === "in" ? step + 1 : action === "out" ? step - 1 : 0);
    });
    frame.addEventListener("keydown", function (event) {
      if (event.key === "+" || event.key === "=") { apply(step + 1); event.preventDefault(); }
      if (event.key === "-") { apply(step - 1); event.preventDefault(); }
      if (event.key === "0") { apply(0); event.preventDefault(); }
    });
    controls.hidden = false;
    var image = figure.querySelector("img");
    if (image && !image.complete) { image.addEventListener("load", showMark); } else { showMark(); }
  }

  function bindAll() { document.querySelectorAll("[data-zoom-controls]").forEach(bind); }

  document.addEventListener("DOMContentLoaded", function () {
    bindAll();
    // A page whose images were being prepared is swapped in when the job ends (app.js).
    var region = document.getElementById("page-region");
    if (region && window.MutationObserver) {
      new MutationObserver(bindAll).observe(region.parentNode, { childList: true });
    }
  });
}());
