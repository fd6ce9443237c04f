import ArgumentParser

/// `spaces record`: the interactive dashboard, recorded as an asciicast v2 file.
struct RecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Open the dashboard and record the session as an asciicast v2 file.",
    discussion: """
      The file plays in asciinema (asciinema play demo.cast) and on asciinema.org. Each frame \
      the dashboard shows is recorded at its time, the rows that changed redrawn in SGR \
      colours. A path that can't be written exits 73 before the screen is touched.
      """)

  @Option(help: "The file to write, e.g. demo.cast (replaced if it exists).")
  var out: String

  @OptionGroup var options: CommonOptions

  @Flag(help: "On exit, print frame, byte and wakeup counters to standard error.")
  var stats = false

  @MainActor
  func run() async throws {
    try await RunCommand.runDashboard(options: options, stats: stats, recordingTo: out)
  }
}
