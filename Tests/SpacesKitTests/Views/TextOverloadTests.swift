import Foundation
import SpacesKit
import Testing

/// The `Text` initializers and widget configuration modifiers shipping code calls with a
/// table, a bundle, a comment or a `Text`.
@MainActor
@Suite("Text and configuration overloads")
struct TextOverloadTests {
  struct NamedWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "named", provider: EmptyProvider()) { _ in Text("x") }
        .configurationDisplayName(Text("Countdown"))
        .description(Text("Days until your next event."))
    }
  }

  struct EmptyProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(Entry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [], policy: .never))
    }
  }

  @Test("Text(_:comment:), Text(_:tableName:bundle:comment:) and Text(verbatim:) show the key")
  func textForms() {
    #expect(resolveViewNode(Text("Launch", comment: "An event")) == .text(.verbatim("Launch")))
    #expect(
      resolveViewNode(Text("Launch", tableName: "Events", bundle: .main, comment: "An event"))
        == .text(.verbatim("Launch")))
    let days = 3
    #expect(resolveViewNode(Text("\(days) days", comment: "")) == .text(.verbatim("3 days")))
    #expect(resolveViewNode(Text(verbatim: "%d days")) == .text(.verbatim("%d days")))
  }

  @Test("configurationDisplayName(_: Text) and description(_: Text) name the widget")
  func configurationText() throws {
    guard case .widget(let definition) = try #require(NamedWidget().body._entries.first) else {
      Issue.record("not a widget")
      return
    }
    #expect(definition.displayName?.resolvedText == "Countdown")
    #expect(definition.description?.resolvedText == "Days until your next event.")
  }

  @Test("Image.renderingMode keeps the symbol")
  func renderingMode() {
    #expect(
      resolveViewNode(Image(systemName: "star.fill").renderingMode(.template))
        == .image(systemName: "star.fill"))
  }
}
