import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A departures widget written as a shipping app writes its medium and large families: a `Grid`
/// of departures, a `ViewThatFits` header, `Divider`s, `.frame(maxWidth: .infinity,
/// alignment: .leading)` and `.padding(.horizontal)`.
@MainActor
@Suite("Source compatibility: a departures widget with Grid and ViewThatFits")
struct TransitTests {
  @Test("the medium and large families on the Home Screen")
  func homeScreen() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Transit", bundle: TransitWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 50))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "DeparturesWidget", family: .systemMedium))
    #expect(pilot.engine.addWidget(kind: "DeparturesWidget", family: .systemLarge))
    try await pilot.type("4 wait:1s")
    // The boxes of the two widgets, from column 28, in iOS's proportions (a medium tile 2.1:1,
    // the large nearly square): the medium family fits its three departures, centred; the
    // large one fits six, its footer pushed to the bottom by the Spacer. The header's long form
    // (with "Next 3 departures") is wider than the 35 columns inside the padding, so
    // ViewThatFits picks the short one.
    let rows = pilot.screen.components(separatedBy: "\n")
      .drop { !$0.contains("┏") }.prefix(35)
      .map {
        String($0.dropFirst(28)).replacingOccurrences(
          of: " +$", with: "", options: .regularExpression)
      }
    #expect(
      Array(rows) == [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃                                         ┃",
        "┃   🚊 Central Station                    ┃",
        "┃   ───────────────────────────────────   ┃",
        "┃   Line  Destination          Pl.  Min   ┃",
        "┃   4     Airport              2    Now   ┃",
        "┃   12    Old Town             1      3   ┃",
        "┃   104   University Hospital  4      7   ┃",
        "┃                                         ┃",
        "┃                                         ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "",
        "╭─────────────────────────────────────────╮",
        "│   🚊 Central Station                    │",
        "│   ───────────────────────────────────   │",
        "│   Line  Destination          Pl.  Min   │",
        "│   4     Airport              2    Now   │",
        "│   12    Old Town             1      3   │",
        "│   104   University Hospital  4      7   │",
        "│   7     Harbour              2     12   │",
        "│   12    Old Town             1     18   │",
        "│   4     Airport              2     24   │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│   ───────────────────────────────────   │",
        "│   Times are live from the operator      │",
        "╰─────────────────────────────────────────╯",
      ], "\(pilot.screen)")
    #expect(
      pilot.state.widgets.instances.values.allSatisfy { $0.view.node.unsupportedModifiers.isEmpty }
    )
    await pilot.advance(by: 0.1)
    #expect(!pilot.eventLines.contains { $0.contains("doesn't fit") }, "\(pilot.eventLines)")
  }
}
