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

/// Previews a Live Activity, as WidgetKit's `#Preview(_:as:using:widget:contentStates:)`.
///
/// One presentation (`.content`, `.dynamicIsland(.compact)`, `.expanded`, `.minimal`) drawn for
/// each content state, stepped through one by one (`spaces preview ATTRIBUTES`).
///
/// ```swift
/// #Preview("Island", as: .dynamicIsland(.compact), using: WorkoutAttributes.preview) {
///   WorkoutLiveActivity()
/// } contentStates: {
///   WorkoutAttributes.ContentState.warmUp
///   WorkoutAttributes.ContentState.running
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> W,
  @PreviewActivityBuilder<Attributes> contentStates:
    @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "SpacesKitMacros", type: "WidgetPreviewMacro")

/// Previews a view, as SwiftUI's `#Preview(_:body:)`.
///
/// ```swift
/// #Preview("Small") {
///   CountdownWidgetView(entry: .preview)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "SpacesKitMacros", type: "WidgetPreviewMacro")
