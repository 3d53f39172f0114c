// Results link the operation pages. A query word that no page holds finds nothing (pagefind/words.txt
// lists every indexed word: Pagefind alone would answer it with the pages of a shorter word the query
// starts with). Over file:// the browser cannot load the index, and the page says how to serve it.
(function () {
  "use strict";
  var root = document.getElementById("search");
  if (!root) { return; }
  var base = new URL("..", document.currentScript.src);
  var input = root.querySelector("input[type=search]");
  var status = root.querySelector(".status");
  var list = root.querySelector("ol.results");
  var asked = 0;

  function split(text) { return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean); }

  if (window.location.protocol === "file:") {
    status.textContent = "Search needs the site served over http: run \u201cpython -m http.server\u201d in the site's folder and open http://localhost:8000/search.html. Every operation is listed on the index page.";
    root.setAttribute("data-state", "unavailable");
    input.disabled = true;
    return;
  }

  var ready = (async function () {
    var index = await import(base.href + "pagefind/pagefind.js");
    await index.options({ baseUrl: base.pathname });
    var words = split(await (await fetch(base.href + "pagefind/words.txt")).text()).sort();
    return { index: index, words: words };
  })();

  function held(words, term) {  // some indexed word starts with the term (binary search)
    var lo = 0, hi = words.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (words[mid] < term) { lo = mid + 1; } else { hi = mid; } }
    return lo < words.length && words[lo].indexOf(term) === 0;
  }

  function excerpt(html) {  // Pagefind's excerpt: text with <mark> around the matched words
    var parsed = new DOMParser().parseFromString("<p>" + html + "</p>", "text/html").body.firstChild;
    var out = document.createElement("p");
    out.className = "excerpt";
    parsed.childNodes.forEach(function (node) {
      var piece = node.nodeName === "MARK" ? document.createElement("mark") : document.createTextNode(node.textContent);
      if (node.nodeName === "MARK") { piece.textContent = node.textContent; }
      out.appendChild(piece);
    });
    return out;
  }

  async function search(query) {
    var mine = ++asked;
    list.textContent = "";
    if (!query.trim()) { status.textContent = ""; root.setAttribute("data-state", "done"); return; }
    root.setAttribute("data-state", "loading");
    status.textContent = "Searching\u2026";
    var env;
    try { env = await ready; } catch (e) {
      status.textContent = "The search index could not be loaded.";
      root.setAttribute("data-state", "done");
      return;
    }
    var terms = split(query);
    var found = terms.length && terms.every(function (t) { return held(env.words, t); })
      ? (await env.index.search(query)).results : [];
    var data = await Promise.all(found.slice(0, 20).map(function (r) { return r.data(); }));
    if (mine !== asked) { return; }
    data.forEach(function (d) {
      var item = document.createElement("li");
      var a = document.createElement("a");
      a.className = "result-link";
      a.href = d.url;
      a.textContent = (d.meta && d.meta.title) || d.url;
      item.appendChild(a);
      item.appendChild(excerpt(d.excerpt));
      list.appendChild(item);
    });
    status.textContent = found.length + (found.length === 1 ? " result" : " results") + " for \u201c" + query + "\u201d";
    root.setAttribute("data-state", "done");
  }

  var timer = null;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var url = new URL(window.location.href);
      url.searchParams.set("q", input.value);
      window.history.replaceState(null, "", url);
      search(input.value);
    }, 200);
  });
  var q = new URLSearchParams(window.location.search).get("q");
  if (q) { input.value = q; search(q); }
})();
