import Foundation

/// Another window of the test's tmux server.
struct Pane {
  let tmux: Tmux
  let target: String

  func send(_ keys: String...) async { await tmux.run(["send-keys", "-t", target] + keys) }
  func capture() async -> String { await tmux.run(["capture-pane", "-p", "-t", target]) }

  /// Waits until the screen shows `text` at least `count` times.
  func waitFor(count: Int = 1, of text: String, timeout: TimeInterval = 15) async throws {
    let shown = try await Polling.until(timeout: timeout) {
      await capture().components(separatedBy: text).count - 1 >= count
    }
    guard shown else {
      throw Tmux.Timeout(waitingFor: "\(count)× \(text)", screen: await capture())
    }
  }

  func waitFor(_ text: String, timeout: TimeInterval = 15) async throws {
    try await waitFor(count: 1, of: text, timeout: timeout)
  }

  /// Waits until the screen shows `text` after the last `marker` (the event log scrolls, so
  /// older lines may be gone).
  func waitFor(_ text: String, after marker: String, timeout: TimeInterval = 15) async throws {
    let shown = try await Polling.until(timeout: timeout) {
      let screen = await capture()
      guard let last = screen.range(of: marker, options: .backwards) else { return false }
      return screen[last.upperBound...].contains(text)
    }
    guard shown else {
      throw Tmux.Timeout(waitingFor: "\(text) after \(marker)", screen: await capture())
    }
  }

  /// Waits until Control Center's Work timer tile reads `value` ("Running" or "Stopped"):
  /// its symbol (⏳ running, ⌛ stopped) beside its title, and the value under it. The event
  /// log can't tell the Work timer's values from the Violin timer's.
  func waitForLastValue(_ value: String, timeout: TimeInterval = 15) async throws {
    let symbol = value == "Running" ? "⏳" : "⌛"
    let shown = try await Polling.until(timeout: timeout) {
      let lines = await capture().split(separator: "\n", omittingEmptySubsequences: false)
      return lines.indices.contains { index in
        lines[index].contains("\(symbol) Work ") && index + 1 < lines.count
          && lines[index + 1].contains(value)
      }
    }
    guard shown else {
      throw Tmux.Timeout(waitingFor: "the Work timer \(value)", screen: await capture())
    }
  }
}
