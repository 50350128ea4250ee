// Placeholder entry so the build has something to bundle; the web team replaces this file.
document.body.textContent = 'Rules Sandbox';
