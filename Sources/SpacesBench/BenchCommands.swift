import ArgumentParser

/// The subcommands the `spaces` executable adds to the dashboard's: `spaces bench` and
/// `spaces simulate` (an app's program, which links the dashboard alone, has neither).
package enum BenchCommands {
  /// `bench` and `simulate`.
  package static let all: [any ParsableCommand.Type] = [BenchCommand.self, SimulateCommand.self]
}
