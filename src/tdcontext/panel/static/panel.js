// tdcontext panel: recompute the continuity projection as you type (same-origin fetch only).
"use strict";
(function () {
  const form = document.getElementById("plan-form");
  if (!form) return;
  const table = document.getElementById("plan-table");
  const error = document.getElementById("plan-error");
  let timer = null;
  const fmt = (v) => (typeof v === "number" ? v.toLocaleString("en-US") : (Array.isArray(v) ? v.join("; ") : String(v ?? "")));
  async function update() {
    const params = new URLSearchParams();
    for (const input of form.querySelectorAll("input[name]")) {
      if (input.value.trim() !== "" && input.name !== "turns") params.set(input.name, input.value.trim());
    }
    try {
      const response = await fetch(form.dataset.api + "?" + params.toString(), { credentials: "same-origin" });
      const data = await response.json();
      if (!response.ok) { error.textContent = data.error || "cannot compute"; error.hidden = false; return; }
      error.hidden = true;
      for (const row of table.querySelectorAll("tbody tr")) {
        const plan = data[row.dataset.policy] || {};
        for (const cell of row.querySelectorAll("td[data-k]")) {
          cell.textContent = plan.error ? "" : fmt(plan[cell.dataset.k]);
        }
        if (plan.error) { error.textContent = plan.error; error.hidden = false; }
      }
    } catch (e) {
      error.textContent = "the panel server did not answer"; error.hidden = false;
    }
  }
  form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(update, 150); });
})();
