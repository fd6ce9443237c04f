import Foundation
import SpacesEngine
import SpacesStateServer

/// Starts the shared state server when none is running: `spaces server` as a detached process
/// (its own session; it logs to `server.log` in the state directory, where its standard error —
/// a crash's report — goes too) that stops once no dashboard has been connected for
/// `idleExit` seconds.
enum StateServerLauncher {
  /// How long an automatically started server lingers without clients.
  static let idleExit = 30

  /// Makes sure a server listens at the state directory's socket; returns what to log.
  static func ensureRunning(paths: DevicePaths, executable: URL?) async -> [EngineEvent.Kind] {
    let socket = paths.serverSocket.path
    if LocalSockets.isListening(socket) { return [] }
    guard let executable else {
      return [.warning("no state server at \(socket), and no executable to start one")]
    }
    let arguments = [
      "server", "--state-dir", paths.root.path, "--exit-when-idle", "\(idleExit)", "--quiet",
    ]
    var detached = ChildProcess.Options()
    detached.newSession = true
    detached.standardError = .appending(paths.serverLog.path)
    guard (try? ChildProcess.spawn(executable.path, arguments, options: detached)) != nil else {
      return [.warning("couldn't start the state server (\(executable.path) server)")]
    }
    for _ in 0..<100 {  // up to 2 s for it to listen
      if LocalSockets.isListening(socket) {
        return [.push(.serverStarted(path: socket, log: paths.serverLog.path))]
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return [.warning("started the state server, but nothing listens at \(socket) yet")]
  }
}
