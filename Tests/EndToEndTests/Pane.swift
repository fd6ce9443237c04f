import Foundation

/// Another window of the test's tmux server.
struct Pane {
  let tmux: Tmux
  let target: String

  func send(_ keys: String...) { tmux.run(["send-keys", "-t", target] + keys) }
  func capture() -> String { tmux.run(["capture-pane", "-p", "-t", target]) }

  /// Waits until the screen shows `text` at least `count` times.
  func waitFor(count: Int = 1, of text: String, timeout: TimeInterval = 15) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if capture().components(separatedBy: text).count - 1 >= count { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Tmux.Timeout(waitingFor: "\(count)× \(text)", screen: capture())
  }

  func waitFor(_ text: String, timeout: TimeInterval = 15) throws {
    try waitFor(count: 1, of: text, timeout: timeout)
  }

  /// Waits until the screen shows `text` after the last `marker` (the event log scrolls, so
  /// older lines may be gone).
  func waitFor(_ text: String, after marker: String, timeout: TimeInterval = 15) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let screen = capture()
      if let last = screen.range(of: marker, options: .backwards),
        screen[last.upperBound...].contains(text)
      {
        return
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Tmux.Timeout(waitingFor: "\(text) after \(marker)", screen: capture())
  }

  /// Waits until Control Center's Work timer tile reads `value` ("Running" or "Stopped"):
  /// its symbol (⏳ running, ⌛ stopped) beside its title, and the value under it. The event
  /// log can't tell the Work timer's values from the Violin timer's.
  func waitForLastValue(_ value: String, timeout: TimeInterval = 15) throws {
    let symbol = value == "Running" ? "⏳" : "⌛"
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let lines = capture().split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line.contains("\(symbol)  Work ") {
        if index + 1 < lines.count, lines[index + 1].contains(value) { return }
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Tmux.Timeout(waitingFor: "the Work timer \(value)", screen: capture())
  }
}
