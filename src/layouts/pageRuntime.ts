// Runs on every page of every brand. Kept free of React so pages without islands stay tiny.
