import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// A departures widget written as a shipping app writes it: a live departure time interpolated in
/// text, a monospaced-digit count, an SF Symbol the table lacks (drawn as its family), a
/// hierarchical symbol, upper-cased text and a redacted placeholder.
@MainActor
@Suite("Source compatibility: a next-tram widget", .serialized)
struct NextTramTests {
  @Test("the widget draws its departure, live time and symbols; the placeholder is redacted")
  func draws() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Tram", bundle: NextTramWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "NextTramWidget", family: .systemMedium))
    try await pilot.type("4")
    let placeholder = pilot.screen
    try await pilot.type("wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("RUHLEBEN"), "\(screen)")
    // `Date.now` in the provider is the wall clock: the departure is 7 minutes after it.
    #expect(screen.contains("Departs "), "\(screen)")
    #expect(screen.contains(" AM") || screen.contains(" PM"), "\(screen)")
    #expect(screen.contains("7 min"), "\(screen)")
    #expect(screen.contains("Platform 2 · on time"), "\(screen)")
    #expect(screen.contains(SymbolGlyphs.entry(for: "tram.fill").glyph), "\(screen)")
    #expect(!placeholder.contains("Somewhere"))
    // The symbol the table lacks is reported in the inspector.
    try await pilot.type("i")
    #expect(pilot.screen.contains("no glyph yet: tram.fill.tunnel"), "\(pilot.screen)")
  }

  @Test("the placeholder view draws blocks for its text and symbols")
  func placeholder() throws {
    let entry = NextTramEntry(
      date: .now,
      departure: TramDeparture(line: "U0", destination: "Somewhere", time: .now, platform: 0),
      isPlaceholder: true)
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: entry.date)
    var frame = Frame(width: 30, height: 5)
    ViewRenderer(context: context).draw(
      resolveViewNode(NextTramWidgetView(entry: entry)),
      in: Rect(x: 0, y: 0, width: 30, height: 5), frame: &frame,
      environment: .init(foreground: .default))
    #expect(frame.text.contains("▇▇▇▇▇▇▇▇▇"), "\(frame.text)")
    #expect(!frame.text.contains("Somewhere"))
  }
}
