/* The re-index dialog: start a re-index, or attach to the one already running.
 *
 * A 202 answer is followed; a 409 names the live job and the dialog attaches to it; a page
 * opened while one runs attaches at once. Polls every 2 s through an AbortController that
 * closing the dialog aborts: closing stops watching, never the job (it runs in a worker).
 * Five failed polls in a row end in a message; the end is reported in a toast.
 */
(function () {
  "use strict";

  var POLL_MS = 2000;
  var MAX_FAILED_POLLS = 5;
  var TERMINAL = { done: true, error: true, cancelled: true };

  function csrfToken() {
    var meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.getAttribute("content") : "";
  }

  function toast(message, kind) {
    var box = document.getElementById("toasts");
    if (!box) { return; }
    var item = document.createElement("div");
    item.className = "toast reindex-toast " + kind;
    item.setAttribute("role", kind === "error" ? "alert" : "status");
    item.textContent = message;
    box.appendChild(item);
    setTimeout(function () { item.remove(); }, 15000);
  }

  function bind(root) {
    var strings = JSON.parse(root.getAttribute("data-strings"));
    var dialog = root.querySelector("[data-reindex-dialog]");
    var showButton = root.querySelector("[data-reindex-show]");
    var jobId = null;
    var controller = null;   // aborts the poll in flight when the dialog closes
    var timer = null;
    var failures = 0;

    function text(key) { return strings[key] || key; }

    function field(name, value) {
      var el = root.querySelector('[data-reindex-field="' + name + '"]');
      if (el) { el.textContent = value; }
      return el;
    }

    function message(value) {
      var el = field("message", value);
      el.hidden = !value;
    }

    function paint(job) {
      root.setAttribute("data-job-id", job.id);
      root.setAttribute("data-job-status", job.status);
      field("status", text(job.status));
      var stage = job.stage && !TERMINAL[job.status] ? text("stage:" + job.stage) : "–";
      field("stage", stage.indexOf("stage:") === 0 ? job.stage : stage);
      field("processed", job.processed == null ? "0" : String(job.processed));
      field("total", job.total == null ? "?" : String(job.total));
      root.querySelector("[data-reindex-bar]").value = job.percent || 0;
    }

    function stopPolling() {
      if (controller) { controller.abort(); controller = null; }
      clearTimeout(timer);
      timer = null;
    }

    function ended(job) {
      stopPolling();
      showButton.hidden = true;
      if (job.status === "done") {
        message("");
        toast(text("finished"), "ok");
      } else {
        var reason = job.error && job.error.message ? job.error.message : text(job.status);
        message(text("failed") + " " + reason);
        toast(text("failed") + " " + reason, "error");
      }
    }

    function poll() {
      controller = new AbortController();
      fetch("/api/v1/jobs/" + encodeURIComponent(jobId), {
        headers: { Accept: "application/json" }, credentials: "same-origin",
        signal: controller.signal
      }).then(function (response) {
        if (!response.ok) { throw new Error("HTTP " + response.status); }
        return response.json();
      }).then(function (job) {
        failures = 0;
        paint(job);
        if (TERMINAL[job.status]) { ended(job); } else { timer = setTimeout(poll, POLL_MS); }
      }).catch(function (error) {
        if (error && error.name === "AbortError") { return; }  // the dialog was closed
        failures += 1;
        if (failures >= MAX_FAILED_POLLS) {
          stopPolling();
          message(text("lost"));
        } else {
          timer = setTimeout(poll, POLL_MS);
        }
      });
    }

    function attach(job, note) {
      jobId = job.id;
      failures = 0;
      paint(job);
      message(note || "");
      if (!dialog.open) { dialog.showModal(); }
      stopPolling();
      if (TERMINAL[job.status]) { ended(job); } else { poll(); }
    }

    function start() {
      fetch(root.getAttribute("data-start-url"), {
        method: "POST", credentials: "same-origin",
        headers: { Accept: "application/json", "Content-Type": "application/json",
                   "X-CSRF-Token": csrfToken() },
        body: "{}"
      }).then(function (response) {
        return response.json().catch(function () { return null; }).then(function (body) {
          var live = body && body.details && body.details.job;
          if (response.status === 202 && body && body.id) {
            attach(body, "");
          } else if (response.status === 409 && live) {
            attach(live, text("attached"));
          } else {
            var detail = body && body.detail ? body.detail : "HTTP " + response.status;
            toast(text("start_failed") + " " + detail, "error");
          }
        });
      }).catch(function () { toast(text("start_failed"), "error"); });
    }

    // Closing only stops watching: the job goes on, and "show progress" attaches again.
    dialog.addEventListener("close", function () {
      stopPolling();
      var running = jobId && !TERMINAL[root.getAttribute("data-job-status")];
      showButton.hidden = !running;
      if (running) { toast(text("closed"), "info"); }
    });
    root.querySelector("[data-reindex-close]").addEventListener("click", function () {
      dialog.close();
    });
    root.querySelector("[data-reindex-start]").addEventListener("click", start);
    showButton.addEventListener("click", function () {
      attach({ id: jobId, status: root.getAttribute("data-job-status") }, "");
    });
    // Every `[data-reindex-open]` (the stale-index notice) starts one too.
    document.querySelectorAll("[data-reindex-open]").forEach(function (button) {
      button.addEventListener("click", start);
    });

    var active = root.getAttribute("data-active-job");
    if (active) { attach({ id: active, status: "queued" }, text("attached")); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-reindex]").forEach(bind);
  });
}());
