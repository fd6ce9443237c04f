import ArgumentParser
import Foundation

/// `spaces`: the dashboard and its subcommands (with those the program adds:
/// `Dashboard.extraSubcommands`).
struct SpacesCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: Dashboard.commandName,
      abstract:
        "Control Center, Lock Screen, Action button, Home Screen widgets and Siri for your "
        + "controls, widgets and App Shortcuts, in a terminal.",
      discussion: logHelp,
      subcommands: [
        RunCommand.self, SnapshotCommand.self, ThemesCommand.self, SymbolsCommand.self,
        RecordCommand.self, PushCommand.self, ServerCommand.self, PreviewCommand.self,
      ] + Dashboard.extraSubcommands,
      defaultSubcommand: RunCommand.self)
  }
}

/// Where the dashboard logs, for `--help`: `<state-dir>/spaces.log`, by default under
/// `$XDG_STATE_HOME` or `~/.local/state`.
let logHelp = """
  Logs (startup, shutdown, every event-log line, warnings) go to \
  \(StateDirectory.defaultURL().appendingPathComponent(SessionLog.fileName).path) \
  (<state-dir>/\(SessionLog.fileName) with --state-dir), never to the screen; past 1 MiB the \
  file is rotated to \(SessionLog.fileName).1. The inspector (i) shows the path.
  """
