import ArgumentParser
import Dispatch
import Foundation
import Logging
import SpacesStateServer

/// `spaces server`: the state server the devices on a state directory share.
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Run the state server that devices (spaces --device NAME) share.",
    discussion: """
      Listens on server.sock in the state directory (owner-only; no TCP), keeps values in \
      server-state.json and logs to server.log (rotated past 1 MiB). When one device changes a \
      value, the others get a push. Dashboards start one by themselves when none runs; it \
      stops when idle. Stop it with Ctrl-C.
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

  @Flag(help: "Print nothing (server.log still gets every line).")
  var quiet = false

  func run() async throws {
    let root = try StateDirectory.prepare(
      options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL())
    let paths = DevicePaths(root: root, device: nil)
    let quiet = self.quiet
    let logger = Self.logger(at: paths.serverLog, quiet: quiet)
    let server: StateServer
    do {
      try LocalSockets.prepareDirectory(root)
      server = try await StateServer.start(
        socketPath: paths.serverSocket.path, storeURL: paths.serverStore,
        exitWhenIdle: exitWhenIdle.map(TimeInterval.init)
      ) { line in
        logger?.info("\(line)")
        if !quiet { StandardError.write("spaces server: \(line)\n") }
      }
    } catch LocalSocketError.inUse(let path) {
      logger?.error("a state server is already running at \(path)")
      StandardError.write("spaces: a state server is already running at \(path)\n")
      throw ExitCode(1)
    } catch {
      logger?.error("\(error)")
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
    logger?.info("stop")
  }

  /// The server's log, `server.log` beside its socket; `nil` (said on standard error unless
  /// quiet) when it can't be opened: the server runs without one.
  static func logger(at url: URL, quiet: Bool) -> Logger? {
    do {
      let file = try LogFile(url: url)
      var logger = Logger(label: "server") { label in FileLogHandler(label: label, file: file) }
      logger.logLevel = .info
      logger.info("start", metadata: ["pid": "\(getpid())"])
      return logger
    } catch {
      if !quiet { StandardError.write("spaces server: no log file: \(error)\n") }
      return nil
    }
  }
}
