/* Minesweeper pages: job progress (shared by every long operation) and uploads.
 *
 * Jobs are polled every 2 s at /api/v1/jobs/{id}. Opening a page while a job runs attaches to
 * it; a 409 answer attaches to the job it names; closing the panel keeps polling, and a toast
 * reports the end. Five failed polls in a row end in a clear message.
 */
(function () {
  "use strict";

  var POLL_MS = 2000;
  var MAX_FAILED_POLLS = 5;
  var TERMINAL = { done: true, error: true, cancelled: true };
  var strings = {};
  var tracked = {};          // job id -> true while polled
  var panelJobId = null;     // the job the panel shows
  var labels = {};           // job id -> what it works on ("나지원", "PDF report"), when known
  var MAX_TOASTS = 3;        // older ones go first: a burst of ends must not fill the page

  function csrfToken() {
    var meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.getAttribute("content") : "";
  }

  function text(key) { return strings[key] || key; }

  function toast(message, kind) {
    var box = document.getElementById("toasts");
    if (!box) { return; }
    // One toast per message: a second report of the same thing only keeps it up longer.
    var same = Array.prototype.find.call(box.children, function (el) {
      return el.getAttribute("data-message") === message;
    });
    if (same) { clearTimeout(same._expiry); same._expiry = setTimeout(function () { same.remove(); }, 15000); return; }
    while (box.children.length >= MAX_TOASTS) { box.removeChild(box.firstElementChild); }
    var item = document.createElement("div");
    item.setAttribute("data-message", message);
    item.className = "toast " + (kind || "");
    item.setAttribute("role", kind === "error" ? "alert" : "status");
    item.textContent = message;
    var reload = document.createElement("a");
    reload.href = location.href;
    reload.textContent = " ↻";
    item.appendChild(reload);
    box.appendChild(item);
    item._expiry = setTimeout(function () { item.remove(); }, 15000);
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) {
      return values[name] == null ? all : String(values[name]);
    });
  }

  /* Time left, from how long the job has run and how far it got; nothing before 5 %. */
  function eta(job) {
    if (job.status !== "running" || !job.started_at || !(job.percent >= 5 && job.percent < 100)) { return ""; }
    var elapsed = (Date.now() - Date.parse(job.started_at)) / 1000;
    if (!(elapsed > 0)) { return ""; }
    var left = Math.round(elapsed * (100 - job.percent) / job.percent);
    return left >= 90 ? fill(text("eta_minutes"), { n: Math.round(left / 60) })
                      : fill(text("eta_seconds"), { n: Math.max(left, 1) });
  }

  /* "3 of 8 applicants read" on the round page, from the rows' own job states. */
  function paintRoundProgress() {
    var line = document.querySelector("[data-round-progress]");
    if (!line) { return; }
    var done = document.querySelectorAll('tr[data-applicant-id] [data-job-status="done"]').length;
    line.textContent = fill(text("round_progress"), { done: done, total: line.getAttribute("data-total") });
  }

  function setField(root, name, value) {
    root.querySelectorAll('[data-field="' + name + '"]').forEach(function (el) {
      el.textContent = value;
    });
  }

  function paint(root, job) {
    var percent = job.percent || 0;
    setField(root, "status", text(job.status));
    setField(root, "percent", String(percent));
    root.querySelectorAll(".bar").forEach(function (bar) {
      bar.setAttribute("aria-valuenow", String(percent));
      bar.querySelector(".fill").style.width = percent + "%";
    });
    root.setAttribute("data-job-status", job.status);
  }

  function showMessage(root, message) {
    var el = root.querySelector('[data-field="message"]');
    if (!el) { return; }
    el.textContent = message;
    el.hidden = !message;
  }

  function panel() { return document.getElementById("job-panel"); }

  /* What a job works on: given when it was started here, else from the page element that
     shows it (`data-job-label`). */
  function labelOf(jobId) {
    if (labels[jobId]) { return labels[jobId]; }
    var el = document.querySelector('[data-job-id="' + jobId + '"][data-job-label]');
    return el ? el.getAttribute("data-job-label") : "";
  }

  function openPanel(job) {
    var p = panel();
    if (!p) { return; }
    panelJobId = job.id;
    p.hidden = false;
    var subject = p.querySelector('[data-field="subject"]');
    if (subject) {
      subject.textContent = labelOf(job.id);
      subject.hidden = !subject.textContent;
    }
    updatePanel(job);
  }

  function updatePanel(job) {
    var p = panel();
    if (!p || job.id !== panelJobId) { return; }
    paint(p, job);
    // Stages are codes; known ones are translated, others shown as the server wrote them.
    // A finished job has no stage left: "done · merging" would say it is still merging.
    var stage = job.stage && !TERMINAL[job.status] ? (strings["stage:" + job.stage] || job.stage) : "–";
    setField(p, "stage", stage);
    setField(p, "processed", job.processed == null ? "0" : String(job.processed));
    setField(p, "total", job.total == null ? "?" : String(job.total));
    setField(p, "eta", eta(job));
    showMessage(p, job.status === "error" && job.error ? job.error.message : "");
  }

  function onUpdate(job) {
    document.querySelectorAll('[data-job-id="' + job.id + '"]').forEach(function (el) {
      paint(el, job);
    });
    updatePanel(job);
    paintRoundProgress();
  }

  /* Replace the page's `[data-refresh]` regions with their current server rendering. */
  function refreshRegions() {
    var regions = document.querySelectorAll("[data-refresh][id]");
    if (!regions.length) { return; }
    fetch(location.href, { credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      if (!html) { return; }
      var fresh = new DOMParser().parseFromString(html, "text/html");
      regions.forEach(function (region) {
        var replacement = fresh.getElementById(region.id);
        if (!replacement) { return; }
        region.replaceWith(replacement);
        if (window.htmx) { window.htmx.process(replacement); }
      });
    }).catch(function () { /* the toast already offers a reload link */ });
  }

  function onEnd(job) {
    var label = labelOf(job.id);
    var who = label ? label + ": " : "";
    if (job.status === "done") {
      refreshRegions();
      toast(who + text("finished"), "ok");
    } else {
      var reason = job.error && job.error.message ? job.error.message : text(job.status);
      toast(who + text("failed") + " " + reason, "error");
    }
  }

  function onLost(jobId) {
    var message = text("lost");
    if (jobId === panelJobId) { showMessage(panel(), message); }
    toast(message, "error");
  }

  /* Poll one job until it ends; several pages parts may show the same job. */
  function track(jobId) {
    if (tracked[jobId]) { return; }
    tracked[jobId] = true;
    var failures = 0;
    function tick() {
      fetch("/api/v1/jobs/" + encodeURIComponent(jobId), {
        headers: { Accept: "application/json" }, credentials: "same-origin"
      }).then(function (response) {
        if (!response.ok) { throw new Error("HTTP " + response.status); }
        return response.json();
      }).then(function (job) {
        failures = 0;
        onUpdate(job);
        if (TERMINAL[job.status]) {
          delete tracked[jobId];
          onEnd(job);
        } else {
          setTimeout(tick, POLL_MS);
        }
      }).catch(function () {
        failures += 1;
        if (failures >= MAX_FAILED_POLLS) {
          delete tracked[jobId];
          onLost(jobId);
        } else {
          setTimeout(tick, POLL_MS);
        }
      });
    }
    tick();
  }

  function follow(job, attached, label) {
    if (label) { labels[job.id] = label; }
    openPanel(job);
    if (attached) { toast(text("attached"), "info"); }
    if (!TERMINAL[job.status]) { track(job.id); } else { onEnd(job); }
  }

  /* The job a 202 names, or the active one a 409 problem names. */
  function jobOf(status, body) {
    if (status === 202 && body && body.id) { return { job: body, attached: false }; }
    if (status === 202 && body && body.jobs && body.jobs.length) {
      return { job: body.jobs[0], attached: false };
    }
    if (status === 409 && body) {
      var job = body.job || (body.details && body.details.job);
      if (job) { return { job: job, attached: true }; }
    }
    return null;
  }

  /* One POST with upload progress shown in `row`; resolves with (status, parsed body). */
  function send(url, formData, row) {
    return new Promise(function (resolve) {
      var xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.setRequestHeader("X-CSRF-Token", csrfToken());
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = function (event) {
        if (event.lengthComputable) {
          row.querySelector(".pct").textContent = Math.round(100 * event.loaded / event.total) + "%";
        }
      };
      xhr.onload = function () {
        var body = null;
        try { body = JSON.parse(xhr.responseText); } catch (e) { body = null; }
        var ok = xhr.status === 202;
        row.className = ok ? "ok" : "failed";
        row.querySelector(".state").textContent = ok ? text("uploaded")
          : text("upload_failed") + ": " + (body && body.detail ? body.detail : "HTTP " + xhr.status);
        if (ok && body && body.duplicates) { showDuplicates(row, body.duplicates); }
        resolve({ status: xhr.status, body: body });
      };
      xhr.onerror = function () {
        row.className = "failed";
        row.querySelector(".state").textContent = text("upload_failed");
        resolve({ status: 0, body: null });
      };
      xhr.send(formData);
    });
  }

  /* Files already stored: not added again (same applicant), or pointed out (another's). */
  function showDuplicates(row, duplicates) {
    duplicates.forEach(function (d) {
      var note = document.createElement("p");
      note.className = "duplicate" + (d.same_applicant ? " skipped" : "");
      note.textContent = text(d.same_applicant ? "duplicate_same" : "duplicate_other")
        .replace("{file}", d.filename).replace("{existing}", d.existing_filename)
        .replace("{applicant}", d.applicant_name);
      row.appendChild(note);
    });
  }

  function uploadRow(list, label) {
    var row = document.createElement("li");
    row.innerHTML = '<span class="file"></span> <span class="pct">0%</span> <span class="state"></span>';
    row.querySelector(".file").textContent = label;
    row.querySelector(".state").textContent = text("uploading");
    list.appendChild(row);
    return row;
  }

  function handleAnswer(answer, label) {
    var found = jobOf(answer.status, answer.body);
    if (found) { follow(found.job, found.attached, label); }
    return found;
  }

  /* Applicant page: several files with one category, one request. */
  function bindUploadForm(form) {
    var list = form.parentNode.querySelector("[data-upload-list]");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var data = new FormData(form);
      var names = Array.prototype.map.call(form.querySelector('input[type="file"]').files,
        function (f) { return f.name; });
      var label = form.getAttribute("data-job-label");
      send(form.getAttribute("data-upload-url"), data, uploadRow(list, names.join(", ")))
        .then(function (answer) { return handleAnswer(answer, label); });
    });
  }

  /* Round page: a zip, or files carrying `applicant/category/file` paths, one file at a time. */
  function bindDropzone(zone) {
    var roundId = zone.getAttribute("data-round-id");
    var list = zone.parentNode.querySelector("[data-upload-list]");

    function sendZip(file) {
      var data = new FormData();
      data.append("file", file);
      return send("/api/v1/rounds/" + roundId + "/bundle", data, uploadRow(list, file.name))
        .then(finish);
    }

    function sendFiles(items) {
      var chain = Promise.resolve([]);
      items.forEach(function (item) {
        chain = chain.then(function (answers) {
          var data = new FormData();
          data.append("files", item.file);
          data.append("paths", item.path);
          return send("/api/v1/rounds/" + roundId + "/files", data, uploadRow(list, item.path))
            .then(function (answer) { return answers.concat([answer]); });
        });
      });
      return chain.then(function (answers) { answers.forEach(finish); });
    }

    function finish(answer) {
      var noted = answer.body && answer.body.duplicates && answer.body.duplicates.length;
      if (answer.status === 202 && !noted) {
        // New applicants appear as rows; reopening the page attaches to their running jobs.
        setTimeout(function () { location.reload(); }, 600);
      }
      return answer;
    }

    function walk(entry, prefix, out) {
      return new Promise(function (resolve) {
        if (entry.isFile) {
          entry.file(function (file) { out.push({ file: file, path: prefix + file.name }); resolve(); },
            function () { resolve(); });
        } else if (entry.isDirectory) {
          var reader = entry.createReader();
          var children = [];
          (function readMore() {
            reader.readEntries(function (batch) {
              if (!batch.length) {
                Promise.all(children.map(function (c) { return walk(c, prefix + entry.name + "/", out); }))
                  .then(resolve);
                return;
              }
              children = children.concat(Array.prototype.slice.call(batch));
              readMore();
            }, function () { resolve(); });
          })();
        } else { resolve(); }
      });
    }

    zone.addEventListener("dragover", function (event) { event.preventDefault(); zone.classList.add("over"); });
    zone.addEventListener("dragleave", function () { zone.classList.remove("over"); });
    zone.addEventListener("drop", function (event) {
      event.preventDefault();
      zone.classList.remove("over");
      var items = Array.prototype.slice.call(event.dataTransfer.items || []);
      var entries = items.map(function (i) { return i.webkitGetAsEntry && i.webkitGetAsEntry(); })
        .filter(Boolean);
      var files = Array.prototype.slice.call(event.dataTransfer.files || []);
      if (files.length === 1 && /\.zip$/i.test(files[0].name) && (!entries.length || entries[0].isFile)) {
        sendZip(files[0]);
        return;
      }
      var out = [];
      Promise.all(entries.map(function (e) { return walk(e, "", out); }))
        .then(function () { sendFiles(out); });
    });
    zone.querySelector("[data-bulk-zip]").addEventListener("change", function (event) {
      if (event.target.files.length) { sendZip(event.target.files[0]); }
    });
    zone.querySelector("[data-bulk-folder]").addEventListener("change", function (event) {
      sendFiles(Array.prototype.map.call(event.target.files, function (f) {
        return { file: f, path: f.webkitRelativePath || f.name };
      }));
    });
  }

  // An htmx request answered with an error it does not swap in: say so, with the server's
  // own text when it sent a problem document, never silently.
  document.addEventListener("htmx:responseError", function (event) {
    var xhr = event.detail.xhr;
    var message = text("request_failed") + " (" + xhr.status + ")";
    try {
      var body = JSON.parse(xhr.responseText);
      if (body && body.detail) { message = text("request_failed") + " " + body.detail; }
    } catch (ignored) { /* an HTML error page: the status says enough */ }
    toast(message, "error");
  });

  document.addEventListener("DOMContentLoaded", function () {
    var source = document.getElementById("js-strings");
    strings = source ? JSON.parse(source.textContent) : {};
    var close = document.querySelector("[data-close-panel]");
    if (close) {
      close.addEventListener("click", function () { panel().hidden = true; });
    }
    document.querySelectorAll("form[data-upload-url]").forEach(bindUploadForm);
    document.querySelectorAll("[data-dropzone]").forEach(bindDropzone);
    // Attach to every job still running when the page opens; the panel follows the first.
    var first = true;
    document.querySelectorAll("[data-job-id]").forEach(function (el) {
      var status = el.getAttribute("data-job-status");
      if (status === "queued" || status === "running") {
        var job = { id: el.getAttribute("data-job-id"), status: status, percent: 0 };
        if (first) { follow(job, true); first = false; } else { track(job.id); }
      }
    });
  });
}());
