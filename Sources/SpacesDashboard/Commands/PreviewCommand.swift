import ArgumentParser
import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender

/// `spaces preview KIND`: a widget's timeline preview, headless, as text: the frame of one
/// entry (`--entry K`), as `P` on the Home Screen shows it. The entries are the kind's
/// `#Preview(as:) … timeline:` if the program has one, else the widget's provider's timeline.
struct PreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Print a widget's timeline preview (one entry) as text, headless.",
    discussion: """
      KIND is a widget kind, in full (com.mygame.character-detail) or its last part \
      (character-detail). --list prints the #Preview declarations compiled into spaces.
      """)

  @Argument(help: "The widget kind.")
  var kind: String?

  @Option(
    parsing: .unconditional,
    help: "The entry to show, \(OptionLimits.previewEntry.valid) (at most the widget's count).")
  var entry = 1

  @Option(parsing: .unconditional, help: "The terminal size, WIDTHxHEIGHT, each 1–1000.")
  var size: String = "80x24"

  @Flag(help: "List the widget #Preview declarations compiled in (kind, family, where).")
  var list = false

  @Flag(help: "Draw ASCII only.")
  var ascii = false

  @Flag(help: "Print SGR colours and attributes (24-bit) with the text, for docs and PRs.")
  var ansi = false

  @OptionGroup var options: CommonOptions

  func validate() throws {
    guard list || kind != nil else { throw ValidationError("name a widget kind, or --list") }
    try OptionLimits.previewEntry.check(entry)
    guard parsedSize != nil else {
      throw ValidationError("bad size '\(size)' (use WIDTHxHEIGHT, each 1–1000, e.g. 80x24)")
    }
  }

  var parsedSize: TerminalSize? { TerminalSize(parsing: size) }

  @MainActor
  func run() async throws {
    print(try await output(apps: Dashboard.apps))
  }

  /// What the command prints: the list, or the preview's frame.
  @MainActor
  func output(apps: [HostedApp]) async throws -> String {
    if list {
      return Preview.discovered.map { preview in
        let name = preview.name.map { " \u{201C}\($0)\u{201D}" } ?? ""
        return "\(preview.kind ?? "?")  \(preview.presentation)\(name)  \(preview.source)"
      }.joined(separator: "\n")
    }
    let (theme, stateDirectory, temporary) = try options.headlessWorkspace(
      prefix: "spaces-preview")
    defer { if temporary { try? FileManager.default.removeItem(at: stateDirectory) } }
    let session = await ScriptedSession(
      apps: apps, stateDirectory: stateDirectory, size: parsedSize!, theme: theme,
      asciiOnly: ascii, language: options.language())
    // The frame shows the entry itself, not the transition into it mid-way.
    session.loop.settlesAnimations = true
    await session.press(.character(Space.homeScreen.key))
    let kind = resolvedKind(in: session.engine)
    if let widget = session.state.widgets.homeScreen.first(where: { $0.kind == kind }) {
      await session.send(.timelinePreview(.open(widget.id)))
    } else {
      await session.send(.timelinePreview(.openKind(kind)))
    }
    guard case .timelinePreview(let preview) = session.state.topPresentation else {
      throw failWithDataError(DataError("the preview of \(kind) did not open"))
    }
    if case .unavailable(let reason) = preview.source {
      throw failWithDataError(DataError(reason))
    }
    guard entry <= max(1, preview.count) else {
      throw failWithDataError(
        DataError("\(kind.shortKind) has \(preview.count) entries; --entry \(entry) is past them"))
    }
    for _ in 1..<entry { await session.press(.right) }
    let frame = session.frame()
    return ansi ? ANSIText.render(frame) : frame.text
  }

  /// The full kind for `kind` as written: a hosted widget's or a #Preview's kind equal to it,
  /// else one whose last part is (case-insensitive), else as written.
  @MainActor
  func resolvedKind(in engine: Engine) -> String {
    let written = kind ?? ""
    let kinds =
      engine.state.widgets.instances.values.map(\.kind) + engine.widgetPreviews.compactMap(\.kind)
    if kinds.contains(written) { return written }
    return kinds.first { $0.shortKind.lowercased() == written.lowercased() } ?? written
  }
}
