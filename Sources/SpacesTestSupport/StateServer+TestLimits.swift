import SpacesStateServer

extension StateServer {
  /// The server's limits with 60 s line timeouts, for tests that run a server in-process.
  ///
  /// A full parallel `swift test` on a loaded two-core machine can hold a test's tasks for
  /// seconds between connecting and saying hello; with the real 5 s first-line limit the server
  /// then closes the connection mid-test.
  package static var testLimits: LineConnection.Limits {
    var limits = StateServer.limits
    limits.firstLineTimeout = .seconds(60)
    limits.lineTimeout = .seconds(60)
    return limits
  }
}
