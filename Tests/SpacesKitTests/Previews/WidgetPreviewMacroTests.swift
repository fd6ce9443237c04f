import Foundation
import SpacesKit
import Testing

// Listing 4:22 of "Bring widgets to life" (shared/seeds/bring-widgets-to-life-wwdc23.ja.txt)
// compiled against SpacesKit with only the import changed, on stand-ins for the Caffeine
// sample's widget and entries (the sample itself lives in SampleApps).

#Preview(as: WidgetFamily.systemSmall) {
  CaffeineTrackerWidget()
} timeline: {
  CaffeineLogEntry.log1
  CaffeineLogEntry.log2
  CaffeineLogEntry.log3
  CaffeineLogEntry.log4
}

/// A stand-in for the Caffeine sample's entry: a total and the last drink.
struct CaffeineLogEntry: TimelineEntry {
  var date: Date
  var totalCaffeine: Int
  var lastDrink: String

  static let log1 = CaffeineLogEntry(date: at(8, 0), totalCaffeine: 0, lastDrink: "none")
  static let log2 = CaffeineLogEntry(date: at(8, 30), totalCaffeine: 63, lastDrink: "Espresso")
  static let log3 = CaffeineLogEntry(date: at(10, 5), totalCaffeine: 126, lastDrink: "Espresso")
  static let log4 = CaffeineLogEntry(date: at(14, 45), totalCaffeine: 221, lastDrink: "Latte")

  /// 2026-06-08 at an hour and minute, UTC.
  static func at(_ hour: Int, _ minute: Int) -> Date {
    Date(timeIntervalSince1970: 1_780_876_800 + Double(hour * 3600 + minute * 60))
  }
}

/// A stand-in for the Caffeine sample's provider.
struct CaffeineLogProvider: TimelineProvider {
  func placeholder(in context: Context) -> CaffeineLogEntry { .log1 }
  func getSnapshot(in context: Context, completion: @escaping (CaffeineLogEntry) -> Void) {
    completion(.log1)
  }
  func getTimeline(
    in context: Context, completion: @escaping (Timeline<CaffeineLogEntry>) -> Void
  ) {
    completion(Timeline(entries: [.log1], policy: .never))
  }
}

/// A stand-in for the Caffeine sample's widget.
struct CaffeineTrackerWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "PreviewTests.CaffeineTracker", provider: CaffeineLogProvider()) {
      entry in
      VStack(alignment: .leading) {
        Text("Total Caffeine")
        Text("\(entry.totalCaffeine) mg")
        Text(entry.lastDrink)
      }
    }
  }
}

/// An entry of a type the widget doesn't take.
struct StrayEntry: TimelineEntry {
  var date: Date
}

#Preview("Stray", as: .systemMedium) {
  CaffeineTrackerWidget()
} timeline: {
  CaffeineLogEntry.log4
  StrayEntry(date: CaffeineLogEntry.at(15, 0))
}

/// `#Preview(as:widget:timeline:)`: the listing compiles, the expansion is found at run time
/// through its record in the "spaces_previews" section, and its entries draw with the widget's
/// entry view in order.
@MainActor
@Suite("#Preview(as:widget:timeline:)")
struct WidgetPreviewMacroTests {
  let host = SystemHost(
    now: { Date(timeIntervalSince1970: 1_780_911_660) },
    containersDirectory: FileManager.default.temporaryDirectory, handler: { _ in })

  /// This file's previews, as discovered.
  var previews: [Preview] {
    Preview.discovered.filter { $0.source.hasPrefix("SpacesKitTests/WidgetPreviewMacroTests") }
  }

  @Test("listing 4:22's #Preview is discovered with its family, kind and where it is written")
  func discovered() {
    let listing = previews.first { $0.name == nil }
    #expect(previews.count == 2)
    #expect(listing?.kind == "PreviewTests.CaffeineTracker")
    #expect(listing?.family == .systemSmall)
    #expect(listing?.source == "SpacesKitTests/WidgetPreviewMacroTests.swift:9")
    #expect(previews.first { $0.name == "Stray" }?.family == .systemMedium)
  }

  @Test("the preview's entries draw with the widget's view, in the timeline's order")
  func entries() async throws {
    let listing = try #require(previews.first { $0.name == nil })
    let entries = await listing.resolvedEntries(on: host)
    #expect(entries.map(\.date) == [.log1, .log2, .log3, .log4].map(\CaffeineLogEntry.date))
    #expect(
      entries.map(\.view.plainTexts) == [
        ["Total Caffeine", "0 mg", "none"], ["Total Caffeine", "63 mg", "Espresso"],
        ["Total Caffeine", "126 mg", "Espresso"], ["Total Caffeine", "221 mg", "Latte"],
      ])
  }

  @Test("an entry of another type draws as a line saying so, not a crash")
  func strayEntry() async throws {
    let stray = try #require(previews.first { $0.name == "Stray" })
    let entries = await stray.resolvedEntries(on: host)
    #expect(entries.count == 2)
    #expect(
      entries.last?.view.plainTexts == [
        "StrayEntry is not an entry of PreviewTests.CaffeineTracker"
      ])
  }

  @Test("the builder: one entry per statement, loops add theirs")
  func builder() async {
    let preview = Preview(as: .systemSmall) {
      CaffeineTrackerWidget()
    } timeline: {
      CaffeineLogEntry.log1
      for entry in [CaffeineLogEntry.log2, .log3] {
        entry
      }
    }
    #expect(preview.source == "")
    #expect(await preview.resolvedEntries(on: host).count == 3)
  }
}

extension ViewNode {
  /// The verbatim texts of the tree, in order.
  fileprivate var plainTexts: [String] {
    var texts: [String] = []
    forEachNode { node in
      if case .text(.verbatim(let text)) = node { texts.append(text) }
    }
    return texts
  }
}
