// The colour theme (the system's, or the reader's choice kept in localStorage), set before the page
// is drawn; then, once the page is parsed: the theme toggle, the menu button (narrow screens), the
// code sample tabs, a copy button on every code block, the search box's file:// note, and a link's
// target shown (its sample tab selected, the details around it opened).
(function () {
  "use strict";
  var KEY = "revgen-theme";
  var root = document.documentElement;
  function stored() { try { return localStorage.getItem(KEY); } catch (e) { return null; } }
  var chosen = stored();
  if (chosen === "dark" || chosen === "light") { root.setAttribute("data-theme", chosen); }
  root.classList.add("js");

  function dark() {
    var theme = root.getAttribute("data-theme");
    return theme ? theme === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
  }

  function tabs(box) {
    var list = box.querySelector("[role=tablist]");
    var buttons = Array.prototype.slice.call(box.querySelectorAll("[role=tab]"));
    var panels = buttons.map(function (b) { return document.getElementById(b.getAttribute("aria-controls")); });
    function select(i, focus) {
      buttons.forEach(function (b, j) {
        b.setAttribute("aria-selected", i === j ? "true" : "false");
        b.tabIndex = i === j ? 0 : -1;
        panels[j].hidden = i !== j;
      });
      if (focus) { buttons[i].focus(); }
    }
    buttons.forEach(function (b, i) {
      b.addEventListener("click", function () { select(i, false); });
      b.addEventListener("keydown", function (e) {
        var n = buttons.length;
        var to = e.key === "ArrowRight" ? (i + 1) % n : e.key === "ArrowLeft" ? (i + n - 1) % n
          : e.key === "Home" ? 0 : e.key === "End" ? n - 1 : -1;
        if (to >= 0) { e.preventDefault(); select(to, true); }
      });
    });
    list.hidden = false;
    box.classList.add("tabbed");
    select(0, false);
  }

  function copyButton(button) {
    var code = button.parentNode.querySelector("pre");
    button.hidden = false;
    button.addEventListener("click", function () {
      var text = code.innerText;
      var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { fallback(text); done(); });
      } else { fallback(text); done(); }
    });
  }

  function fallback(text) {  // file:// and plain http: a hidden text area and the copy command
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing to copy with */ }
    document.body.removeChild(area);
  }

  function reveal() {  // a link to a sample or to a folded property: its tab selected, its <details> opened
    var id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
    var target = id && document.getElementById(id);
    if (!target) { return; }
    var moved = false;
    var panel = target.closest("[role=tabpanel]");
    var tab = panel && document.getElementById(panel.getAttribute("aria-labelledby"));
    if (tab && panel.hidden) { tab.click(); moved = true; }
    for (var d = target.parentElement; d; d = d.parentElement) {
      if (d.tagName === "DETAILS" && !d.open) { d.open = true; moved = true; }
    }
    if (moved) { target.scrollIntoView(); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var toggle = document.querySelector(".theme-toggle");
    if (toggle) {
      var show = function () { toggle.setAttribute("aria-pressed", dark() ? "true" : "false"); };
      show();
      toggle.addEventListener("click", function () {
        var next = dark() ? "light" : "dark";
        root.setAttribute("data-theme", next);
        try { localStorage.setItem(KEY, next); } catch (e) { /* kept for this page only */ }
        show();
      });
    }
    var menu = document.querySelector(".menu-toggle");
    var sidebar = document.getElementById("sidebar");
    if (menu && sidebar) {
      menu.addEventListener("click", function () {
        var open = sidebar.classList.toggle("open");
        menu.setAttribute("aria-expanded", open ? "true" : "false");
      });
    }
    Array.prototype.forEach.call(document.querySelectorAll(".tabs"), tabs);
    Array.prototype.forEach.call(document.querySelectorAll("button.copy"), copyButton);
    reveal();
    window.addEventListener("hashchange", reveal);
  });
})();
