import ArgumentParser
import Dispatch
import Foundation
import SpacesStateServer

/// `spaces server`: the state server the devices on a state directory share.
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Run the state server that devices (spaces --device NAME) share.",
    discussion: """
      Listens on server.sock in the state directory (owner-only; no TCP) and keeps values in \
      server-state.json. When one device changes a value, the others get a push. Dashboards \
      start one by themselves when none runs; it stops when idle. Stop it with Ctrl-C.
      """)

  @OptionGroup var options: CommonOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Stop after this many seconds without a connected device, "
        + "\(OptionLimits.exitWhenIdle.valid)."))
  var exitWhenIdle: Int?

  func validate() throws {
    if let exitWhenIdle { try OptionLimits.exitWhenIdle.check(exitWhenIdle) }
  }

  @Flag(help: "Print nothing.")
  var quiet = false

  func run() async throws {
    let root = try StateDirectory.prepare(
      options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL())
    let paths = DevicePaths(root: root, device: nil)
    let quiet = self.quiet
    let server: StateServer
    do {
      try LocalSockets.prepareDirectory(root)
      server = try await StateServer.start(
        socketPath: paths.serverSocket.path, storeURL: paths.serverStore,
        exitWhenIdle: exitWhenIdle.map(TimeInterval.init)
      ) { line in
        if !quiet { StandardError.write("spaces server: \(line)\n") }
      }
    } catch LocalSocketError.inUse(let path) {
      StandardError.write("spaces: a state server is already running at \(path)\n")
      throw ExitCode(1)
    } catch {
      StandardError.write("spaces: \(error)\n")
      throw ExitCode(1)
    }
    try? Data("\(getpid())\n".utf8).write(to: paths.serverPID, options: .atomic)
    defer { try? FileManager.default.removeItem(at: paths.serverPID) }
    let signals = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.stop() }
      source.resume()
      return source
    }
    try? await server.closed?.get()
    for source in signals { source.cancel() }
  }
}
