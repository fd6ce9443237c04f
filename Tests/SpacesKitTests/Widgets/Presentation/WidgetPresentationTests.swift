import Foundation
import SpacesKit
import Testing

/// What WidgetKit's environment reports to a widget's entry view in each place, and what the
/// system does to the view it gets back (`WidgetPresentation`).
@MainActor
@Suite("Widget presentation: environment values, container backgrounds, margins")
struct WidgetPresentationTests {
  /// A view that shows what its environment says.
  struct Probe: View {
    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.showsWidgetLabel) private var showsLabel

    var body: some View {
      Text(
        "\(mode) \(Int(margins.top)),\(Int(margins.leading)),\(Int(margins.bottom)),"
          + "\(Int(margins.trailing)) background:\(showsBackground) label:\(showsLabel)")
    }
  }

  func text(_ family: WidgetFamily, removable: Bool = true) -> String? {
    var context = TimelineProviderContext(family: family)
    context.containerBackgroundRemovable = removable
    return WidgetPresentation.resolve(Probe(), in: context).firstText
  }

  @Test("the Home Screen: full colour, its tile's margins, the background shown, no label")
  func homeScreen() {
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
      #expect(text(family) == "fullColor 0,8,0,8 background:true label:false")
    }
  }

  @Test("StandBy: full colour, the background removed (the view sees it)")
  func standBy() {
    var context = TimelineProviderContext(family: .systemSmall)
    context.isStandBy = true
    #expect(
      WidgetPresentation.resolve(Probe(), in: context).firstText
        == "fullColor 0,8,0,8 background:false label:false")
    #expect(!WidgetPresentation.showsContainerBackground(context))
  }

  @Test("a Lock Screen slot: vibrant, no margins, the removable background removed")
  func lockScreen() {
    for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
      #expect(text(family) == "vibrant 0,0,0,0 background:false label:false")
      #expect(
        text(family, removable: false) == "vibrant 0,0,0,0 background:true label:false",
        "containerBackgroundRemovable(false) keeps it")
    }
  }

  @Test("the container background is removed from the view where it doesn't show")
  func backgroundRemoved() {
    let view = Text("4").padding().containerBackground(for: .widget) { Color.orange }
    #expect(
      WidgetPresentation.resolve(view, in: TimelineProviderContext(family: .systemSmall))
        .containerBackground != nil)
    let slot = WidgetPresentation.resolve(
      view, in: TimelineProviderContext(family: .accessoryCircular))
    #expect(slot.containerBackground == nil)
    #expect(slot.firstText == "4")
  }

  @Test("contentMarginsDisabled() reaches the view: the root is marked")
  func marginsDisabled() {
    var context = TimelineProviderContext(family: .systemSmall)
    #expect(!WidgetPresentation.resolve(Text("x"), in: context).hasContentMarginsDisabled)
    context.contentMarginsDisabled = true
    #expect(WidgetPresentation.resolve(Text("x"), in: context).hasContentMarginsDisabled)
  }

  @Test("the configuration modifiers set the widget's definition")
  func configurationModifiers() throws {
    let configuration = StaticConfiguration(kind: "Probe", provider: ProbeProvider()) { _ in
      Text("x")
    }
    .contentMarginsDisabled()
    .containerBackgroundRemovable(false)
    .disfavoredLocations([.standBy, .lockScreen], for: [.systemSmall])
    guard case .widget(let definition) = configuration._entries.first else {
      Issue.record("no widget definition")
      return
    }
    #expect(definition.contentMarginsDisabled)
    #expect(!definition.containerBackgroundRemovable)
    #expect(definition.disfavoredLocations[.systemSmall] == [.standBy, .lockScreen])
    let context = definition.context(family: .accessoryCircular)
    #expect(context.contentMarginsDisabled && !context.containerBackgroundRemovable)
  }

  @Test("widgetLabel in each form is ignored, as on iPhone")
  func widgetLabelIgnored() {
    let plain = resolveViewNode(Text("75"))
    #expect(resolveViewNode(Text("75").widgetLabel("Line 4")) == plain)
    #expect(resolveViewNode(Text("75").widgetLabel(String("Line 4"))) == plain)
    #expect(resolveViewNode(Text("75").widgetLabel { Text("Line 4") }) == plain)
  }

  struct ProbeEntry: TimelineEntry { let date: Date }

  struct ProbeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) {
      completion(ProbeEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
      completion(Timeline(entries: [ProbeEntry(date: .now)], policy: .never))
    }
  }
}
