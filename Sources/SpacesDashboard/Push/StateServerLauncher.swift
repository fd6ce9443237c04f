import Foundation
import SpacesEngine
import SpacesStateServer

/// Starts the shared state server when none is running: `spaces server` as a detached process
/// (its own session, standard streams on /dev/null) that stops once no dashboard has been
/// connected for `idleExit` seconds.
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
      executable.path, "server", "--state-dir", paths.root.path,
      "--exit-when-idle", "\(idleExit)",
    ]
    guard spawnDetached(arguments) else {
      return [.warning("couldn't start the state server (\(executable.path) server)")]
    }
    for _ in 0..<100 {  // up to 2 s for it to listen
      if LocalSockets.isListening(socket) { return [.push(.serverStarted(path: socket))] }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return [.warning("started the state server, but nothing listens at \(socket) yet")]
  }

  /// Spawns a process in a new session with its standard streams on /dev/null.
  static func spawnDetached(_ arguments: [String]) -> Bool {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID (glibc 0x80): a macro Swift does not import.
    posix_spawnattr_setflags(&attributes, 0x80)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    InheritedDescriptors.closeAll(in: &actions)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
    return status == 0
  }
}
