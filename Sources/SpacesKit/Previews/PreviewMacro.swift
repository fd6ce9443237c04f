/// Previews a timeline-style widget, as WidgetKit's `#Preview(_:as:widget:timeline:)`.
///
/// The widget is drawn in a family for each entry of the timeline, stepped through one by one
/// with the transitions between them (`spaces preview KIND`, or `P` on the Home Screen).
///
/// ```swift
/// #Preview(as: .systemSmall) {
///   CaffeineTrackerWidget()
/// } timeline: {
///   CaffeineLogEntry.log1
///   CaffeineLogEntry.log2
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "SpacesKitMacros", type: "WidgetPreviewMacro")
