import Foundation

/// A device's log file in the state directory (`devices/<device>/spaces.log`): every line its
/// event log showed, kept after the inspector has scrolled them away.
struct DeviceLog {
  let url: URL

  init(state: URL, device: String) {
    url = state.appendingPathComponent("devices/\(device)/spaces.log")
  }

  /// The log so far (empty before the dashboard writes one).
  func text() -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// Waits until the log has `text` after the last `marker` (anywhere, with no marker).
  ///
  /// The inspector shows only the latest events: on a loaded machine a connection logged
  /// before a burst of reloads had scrolled out of it by the time a test looked.
  func waitFor(_ text: String, after marker: String? = nil, timeout: TimeInterval = 15)
    async throws
  {
    let logged = try await Polling.until(timeout: timeout) {
      let log = self.text()
      guard let marker else { return log.contains(text) }
      guard let last = log.range(of: marker, options: .backwards) else { return false }
      return log[last.upperBound...].contains(text)
    }
    guard logged else {
      throw Tmux.Timeout(
        waitingFor: "\(text)\(marker.map { " after \($0)" } ?? "") in \(url.path)",
        screen: String(self.text().suffix(2_000)))
    }
  }
}
