import SpacesKit
import SpacesRender
import Testing

/// A widget view that lays itself out by its family, as widgets do.
private struct FamilyWidgetView: View {
  @Environment(\.widgetFamily) var family

  var body: some View {
    switch family {
    case .systemSmall:
      Text("Small")
    case .accessoryInline:
      Label("Inline", systemImage: "hourglass").labelStyle(.titleOnly)
    default:
      HStack {
        Text("Medium")
        Spacer()
        Text("M")
      }
    }
  }
}

@MainActor
@Suite("Environment through rendering: widget views by family")
struct EnvironmentRenderingTests {
  @Test("a view's body lays out by the family its subtree was given")
  func byFamily() throws {
    #expect(try ViewRendering.rows(FamilyWidgetView(), width: 12, height: 1) == ["Small       "])
    let medium = try ViewRendering.rows(
      FamilyWidgetView().environment(\.widgetFamily, .systemMedium), width: 12, height: 1)
    #expect(medium == ["Medium     M"])
    #expect(
      try ViewRendering.rows(
        VStack(alignment: .leading) {
          FamilyWidgetView()
          FamilyWidgetView().environment(\.widgetFamily, .systemSmall)
        }
        .environment(\.widgetFamily, .accessoryInline), width: 8, height: 2)
        == ["Inline  ", "Small   "])
  }
}
