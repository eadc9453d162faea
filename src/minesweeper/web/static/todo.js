/* The round's to-do list: one reason for many decisions, and the keyboard.
 *
 * j / ↓ next, k / ↑ previous, c confirm (resolve), d dismiss (reject), o open the evidence.
 * The reason typed (or picked from the round's frequent reasons) above the list fills every
 * item's empty reason when it is sent, and is remembered for the next page in this tab.
 * The round tabs show the number of open items, read from /api/v1/rounds/{id}/todo.
 */
(function () {
  "use strict";

  var REASON_KEY = "minesweeper.todo.reason";

  function items(root) { return Array.prototype.slice.call(root.querySelectorAll(".todo-item")); }

  function focusItem(root, index) {
    var list = items(root);
    if (!list.length) { return; }
    var item = list[Math.max(0, Math.min(index, list.length - 1))];
    list.forEach(function (el) { el.classList.toggle("current", el === item); });
    item.focus({ preventScroll: true });
    item.scrollIntoView({ block: "nearest" });
  }

  function currentIndex(root) {
    var list = items(root);
    var found = list.findIndex(function (el) { return el.classList.contains("current"); });
    return found < 0 ? 0 : found;
  }

  function act(root, which) {
    var item = items(root)[currentIndex(root)];
    if (!item) { return; }
    var button = item.querySelector('[data-act="' + which + '"]');
    if (!button) { return; }
    fillReason(root, button.form);
    var own = button.form.querySelector("[data-item-reason]");
    if (own && own.required && !own.value.trim()) { own.focus(); return; }
    button.form.requestSubmit(button);
  }

  function fillReason(root, form) {
    var shared = root.querySelector("[data-shared-reason]");
    var own = form.querySelector("[data-item-reason]");
    if (own && !own.value.trim() && shared && shared.value.trim()) { own.value = shared.value.trim(); }
  }

  function wire(root) {
    var shared = root.querySelector("[data-shared-reason]");
    if (shared) {
      shared.value = sessionStorage.getItem(REASON_KEY) || "";
      shared.addEventListener("input", function () {
        sessionStorage.setItem(REASON_KEY, shared.value);
      });
    }
    root.querySelectorAll("[data-reason]").forEach(function (chip) {
      chip.addEventListener("click", function () {
        if (!shared) { return; }
        shared.value = chip.getAttribute("data-reason");
        sessionStorage.setItem(REASON_KEY, shared.value);
        root.querySelectorAll("[data-reason]").forEach(function (other) {
          other.setAttribute("aria-pressed", other === chip ? "true" : "false");
        });
        focusItem(root, currentIndex(root));
      });
    });
    // The shared reason fills an empty one before the browser checks `required`.
    root.querySelectorAll(".todo-actions button[type=submit], .bulk-form button[type=submit]").forEach(function (button) {
      button.addEventListener("click", function () { fillReason(root, button.form); });
    });
    root.querySelectorAll(".todo-actions, .bulk-form").forEach(function (form) {
      form.addEventListener("submit", function () { fillReason(root, form); });
    });
    items(root).forEach(function (item, index) {
      item.addEventListener("click", function () {
        items(root).forEach(function (el) { el.classList.toggle("current", el === item); });
      });
      item.addEventListener("focusin", function () {
        items(root).forEach(function (el) { el.classList.toggle("current", el === item); });
      });
      item.setAttribute("data-index", String(index));
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      if (event.altKey || event.ctrlKey || event.metaKey) { return; }
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) {
        if (event.key === "Escape") { target.blur(); focusItem(root, currentIndex(root)); }
        return;
      }
      var key = event.key;
      if (key === "j" || key === "ArrowDown") { focusItem(root, currentIndex(root) + 1); }
      else if (key === "k" || key === "ArrowUp") { focusItem(root, currentIndex(root) - 1); }
      else if (key === "c") { act(root, "confirm"); }
      else if (key === "d") { act(root, "dismiss"); }
      else if (key === "o") {
        var link = items(root)[currentIndex(root)];
        link = link && link.querySelector("[data-open-evidence]");
        if (link) { link.click(); }
      } else { return; }
      event.preventDefault();
    });
    focusItem(root, parseInt(root.getAttribute("data-at") || "0", 10));
  }

  function fillTabCounts() {
    var badges = document.querySelectorAll("[data-todo-count]");
    if (!badges.length || badges[0].textContent.trim()) { return; }
    var roundId = badges[0].getAttribute("data-todo-count");
    fetch("/api/v1/rounds/" + encodeURIComponent(roundId) + "/todo", { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (body) {
        if (!body) { return; }
        badges.forEach(function (badge) { badge.textContent = String(body.total); });
      })
      .catch(function () { /* the count is a convenience; the tab works without it */ });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var root = document.querySelector("[data-todo]");
    if (root) { wire(root); }
    fillTabCounts();
  });
})();
