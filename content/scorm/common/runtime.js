/*
 * The course modules' runtime (SCORM 1.2 SCO side). Each package's content.js sets
 * window.MODULE_CONTENT = { en: {...}, fr: {...} }; this file renders it page by page, finds the
 * LMS API in a parent frame, resumes at cmi.core.lesson_location, keeps the self-check answers in
 * cmi.suspend_data, reports cmi.core.score.raw and 'completed' at the end, and commits on every
 * page. No inline script: the portal serves packages with a CSP that forbids them.
 */
(function () {
  'use strict';

  var LABELS = {
    en: {
      previous: 'Previous', next: 'Next', page: 'Page {n} of {total}', check: 'Self-check',
      submit: 'Check my answers', answerAll: 'Please answer every question before checking.',
      correct: 'Correct.', incorrect: 'Not quite.', result: 'You answered {n} of {total} questions correctly ({score}%).',
      done: 'Module complete', doneText: 'You have completed this module. Select Finish module to save and return to the course.',
      finish: 'Finish module', finished: 'Your progress is saved. You can close this module.',
      noApi: 'This module cannot reach the course player, so your progress will not be saved.', question: 'Question {n}',
      nav: 'Module pages'
    },
    fr: {
      previous: 'Précédent', next: 'Suivant', page: 'Page {n} sur {total}', check: 'Autoévaluation',
      submit: 'Vérifier mes réponses', answerAll: 'Veuillez répondre à toutes les questions avant de vérifier.',
      correct: 'Bonne réponse.', incorrect: 'Pas tout à fait.', result: 'Vous avez répondu correctement à {n} question(s) sur {total} ({score} %).',
      done: 'Module terminé', doneText: 'Vous avez terminé ce module. Sélectionnez Terminer le module pour enregistrer et revenir au cours.',
      finish: 'Terminer le module', finished: 'Votre progression est enregistrée. Vous pouvez fermer ce module.',
      noApi: 'Ce module ne peut pas joindre le lecteur du cours : votre progression ne sera pas enregistrée.', question: 'Question {n}',
      nav: 'Pages du module'
    }
  };

  var lang = /[?&]lang=fr\b/.test(window.location.search) ? 'fr' : 'en';
  var text = LABELS[lang];
  var content = window.MODULE_CONTENT[lang];
  var fill = function (s, v) { return s.replace(/\{(\w+)\}/g, function (_, k) { return String(v[k]); }); };

  // The ADL discovery algorithm: the API is on an ancestor frame (or the opener's).
  function findApi(win) {
    for (var i = 0; win && i < 10; i++) {
      try { if (win.API) return win.API; } catch (e) { return null; }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window) || (window.opener ? findApi(window.opener) : null);
  var initialized = false;
  var finished = false;
  var get = function (k) { return initialized ? String(api.LMSGetValue(k) || '') : ''; };
  var set = function (k, v) { if (initialized && !finished) api.LMSSetValue(k, String(v)); };
  var commit = function () { if (initialized && !finished) api.LMSCommit(''); };
  function finish() {
    if (!initialized || finished) return;
    if (state.status !== 'completed') set('cmi.core.exit', 'suspend');
    api.LMSFinish('');
    finished = true;
  }

  var total = content.pages.length;
  var state = { page: 0, answers: [], checked: false, status: 'not attempted' };

  function save() {
    set('cmi.core.lesson_location', state.page);
    set('cmi.suspend_data', JSON.stringify({ answers: state.answers, checked: state.checked }));
    commit();
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }

  function block(b) {
    if (typeof b === 'string') return el('p', { text: b });
    if (b.list) return el('ul', {}, b.list.map(function (item) { return el('li', { text: item }); }));
    if (b.note) return el('p', { class: 'note', text: b.note });
    if (b.heading) return el('h3', { text: b.heading });
    return null;
  }

  var main = document.getElementById('module');

  function button(label, onClick, cls) {
    var b = el('button', { type: 'button', class: cls || '', text: label });
    b.addEventListener('click', onClick);
    return b;
  }

  function go(page) {
    state.page = page;
    save();
    render();
    var heading = main.querySelector('h2');
    if (heading) heading.focus();
  }

  function nav() {
    return el('nav', { 'aria-label': text.nav, class: 'nav' }, [
      state.page > 0 ? button(text.previous, function () { go(state.page - 1); }, 'secondary') : null,
      el('span', { class: 'counter', text: fill(text.page, { n: Math.min(state.page + 1, total + 1), total: total + 1 }) }),
      state.page < total ? button(text.next, function () { go(state.page + 1); }) : null
    ]);
  }

  function renderPage() {
    var page = content.pages[state.page];
    return [el('h2', { tabindex: '-1', text: page.heading })].concat(page.blocks.map(block));
  }

  function renderCheck() {
    var nodes = [el('h2', { tabindex: '-1', text: text.check }), el('p', { text: content.check.intro })];
    var form = el('form', { novalidate: 'novalidate' });
    content.check.questions.forEach(function (q, qi) {
      var options = q.options.map(function (o, oi) {
        var id = 'q' + qi + 'o' + oi;
        var input = el('input', { type: 'radio', name: 'q' + qi, id: id, value: String(oi) });
        if (state.answers[qi] === oi) input.checked = true;
        if (state.checked) input.disabled = true;
        input.addEventListener('change', function () { state.answers[qi] = oi; save(); });
        return el('div', { class: 'option' }, [input, el('label', { for: id, text: o })]);
      });
      var fieldset = el('fieldset', {}, [el('legend', { text: fill(text.question, { n: qi + 1 }) + '. ' + q.text })].concat(options));
      if (state.checked) {
        var right = state.answers[qi] === q.answer;
        fieldset.appendChild(el('p', { class: right ? 'feedback ok' : 'feedback ko', text: (right ? text.correct : text.incorrect) + ' ' + q.explain }));
      }
      form.appendChild(fieldset);
    });
    var message = el('p', { class: 'message', role: 'status' });
    form.appendChild(message);
    if (!state.checked) {
      form.appendChild(el('button', { type: 'submit', text: text.submit }));
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var questions = content.check.questions;
        if (questions.some(function (_, i) { return typeof state.answers[i] !== 'number'; })) {
          message.textContent = text.answerAll;
          return;
        }
        var right = questions.filter(function (q, i) { return state.answers[i] === q.answer; }).length;
        state.checked = true;
        set('cmi.core.score.min', 0);
        set('cmi.core.score.max', 100);
        set('cmi.core.score.raw', Math.round((right / questions.length) * 100));
        // The end of the module: the self-check is done, whatever the score.
        set('cmi.core.lesson_status', 'completed');
        state.status = 'completed';
        go(total);
      });
    } else {
      var right = content.check.questions.filter(function (q, i) { return state.answers[i] === q.answer; }).length;
      var n = content.check.questions.length;
      form.appendChild(el('p', { class: 'result', text: fill(text.result, { n: right, total: n, score: Math.round((right / n) * 100) }) }));
    }
    nodes.push(form);
    return nodes;
  }

  function renderDone() {
    var nodes = [el('h2', { tabindex: '-1', text: text.done }), el('p', { text: content.summary }), el('p', { text: text.doneText })];
    nodes.push(button(text.finish, function () {
      finish();
      main.appendChild(el('p', { role: 'status', text: text.finished }));
    }));
    return nodes;
  }

  function render() {
    // Pages 0..total-1 teach; page `total` is the self-check, then the end of the module.
    var body = state.page < total ? renderPage() : renderCheck().concat(state.checked ? renderDone() : []);
    main.textContent = '';
    main.appendChild(el('p', { class: 'eyebrow', text: content.label }));
    main.appendChild(el('h1', { text: content.title }));
    if (!initialized) main.appendChild(el('p', { class: 'note', role: 'alert', text: text.noApi }));
    body.forEach(function (n) { if (n) main.appendChild(n); });
    main.appendChild(nav());
  }

  function start() {
    document.documentElement.lang = lang;
    document.title = content.title;
    initialized = Boolean(api) && String(api.LMSInitialize('')) === 'true';
    state.status = get('cmi.core.lesson_status') || 'not attempted';
    if (state.status === 'not attempted') {
      set('cmi.core.lesson_status', 'incomplete');
      state.status = 'incomplete';
    }
    var saved = parseInt(get('cmi.core.lesson_location'), 10);
    if (saved >= 0 && saved <= total) state.page = saved;
    try {
      var data = JSON.parse(get('cmi.suspend_data') || '{}');
      if (Array.isArray(data.answers)) state.answers = data.answers;
      state.checked = data.checked === true;
    } catch (e) { /* unreadable suspend data: start the self-check afresh */ }
    if (state.checked && state.status !== 'completed' && state.status !== 'passed') {
      set('cmi.core.lesson_status', 'completed');
      state.status = 'completed';
      commit();
    }
    render();
  }

  window.addEventListener('pagehide', finish);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
