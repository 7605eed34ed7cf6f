//! UI
