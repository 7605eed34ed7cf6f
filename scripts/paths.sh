# Sourced by the other scripts: where the tools they install live.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$root/scripts/web-tools/node_modules/.bin:$PATH"
# trunk must never reach the network: no version check, and offline builds (Trunk.toml).
export TRUNK_SKIP_VERSION_CHECK=true
