import express from "express";

// Placeholder: serves stored pictures (filled in by the media work).
export function mediaRouter() {
  return express.Router();
}
