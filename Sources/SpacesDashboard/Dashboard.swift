import ArgumentParser
import Foundation
import SpacesEngine
import SpacesStateServer

/// The dashboard's entry point for any package: `Dashboard.main(apps:)` runs the `spaces`
/// command line with the given apps.
package enum Dashboard {
  /// The apps the command line hosts.
  @MainActor package static var apps: [HostedApp] = []
  /// Hands a named device's state server connection to the apps, before they launch.
  @MainActor static var connectStateServer: @MainActor (StateServerClient) -> Void = { _ in }
  /// The command's name in usage and help: `spaces`, or a `@main` widget bundle's program name.
  /// Set once at start, before the command line is parsed.
  nonisolated(unsafe) static var commandName = "spaces"
  /// Subcommands the program adds to the dashboard's own: the `spaces` executable's `bench`
  /// and `simulate`; none in an app's program. Set once at start, before the command line is
  /// parsed.
  nonisolated(unsafe) static var extraSubcommands: [any ParsableCommand.Type] = []

  /// Parses the command line and runs it with these apps; `connectStateServer` hands the
  /// apps the shared state server's connection when the dashboard runs as a named device.
  @MainActor
  package static func main(
    apps: [HostedApp],
    connectStateServer: @escaping @MainActor (StateServerClient) -> Void = { _ in }
  ) async {
    await main(apps: apps, connectStateServer: connectStateServer, extraSubcommands: [])
  }

  /// Runs `body` (the command line: `main(apps:…)`) with the main actor on the main thread,
  /// then exits; for a program's synchronous top-level code.
  ///
  /// An `async` top-level entry point parks the main thread in `dispatch_main()` and runs the
  /// main queue, and so the main actor, on libdispatch's worker threads, hopping between them.
  /// Here the main thread serves the main queue itself (Foundation's main run loop), and the
  /// task prefers `MainQueueExecutor` for its nonisolated code: the start, the engine and its
  /// effects run on one thread.
  package static func runOnMainThread(_ body: @escaping @Sendable @MainActor () async -> Void)
    -> Never
  {
    Task(executorPreference: MainQueueExecutor.shared) { @Sendable @MainActor in
      await body()
      exit(0)
    }
    RunLoop.main.run()
    exit(0)
  }

  /// Runs the command line as `main(apps:connectStateServer:)` does, with `extraSubcommands`
  /// beside the dashboard's own (the `spaces` executable's benchmarks).
  @MainActor
  package static func main(
    apps: [HostedApp],
    connectStateServer: @escaping @MainActor (StateServerClient) -> Void = { _ in },
    extraSubcommands: [any ParsableCommand.Type]
  ) async {
    Dashboard.apps = apps
    Dashboard.connectStateServer = connectStateServer
    Dashboard.extraSubcommands = extraSubcommands
    PeakMemoryReport.installIfRequested()
    await SpacesCommand.main()
  }
}
