import Foundation

/// A type that produces view previews, as SwiftUI's `PreviewProvider`.
///
/// The form before `#Preview`. The dashboard finds every conforming type compiled into the program (its protocol
/// conformance records): each view of `previews` is a preview that `spaces preview --list`
/// lists under the provider's type name, drawn in the family of its
/// `.previewContext(WidgetPreviewContext(family:))` (small without one) and named by its
/// `.previewDisplayName(_:)`.
public protocol PreviewProvider {
  /// The type of the previews' view.
  associatedtype Previews: View

  /// The views to preview: several in a `Group` make several previews.
  @ViewBuilder @MainActor static var previews: Previews { get }
}

/// The context a preview draws in, as SwiftUI's `PreviewContext`.
public protocol PreviewContext {}

/// A widget family to preview a view in, as WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: PreviewContext, Sendable {
  /// The family the preview is drawn in.
  let family: WidgetFamily

  /// Creates a context that draws the preview in a widget family.
  public init(family: WidgetFamily) { self.family = family }
}

extension View {
  /// Sets the context a preview draws in: `WidgetPreviewContext(family:)` picks the family.
  public func previewContext<C: PreviewContext>(_ context: C) -> some View {
    _PreviewSettingView(
      content: self, family: (context as? WidgetPreviewContext)?.family, displayName: nil)
  }

  /// Names the preview in `spaces preview --list`.
  public func previewDisplayName(_ value: String?) -> some View {
    _PreviewSettingView(content: self, family: nil, displayName: value)
  }
}

/// A view with a preview setting: drawn as its content, read when previews are collected.
struct _PreviewSettingView<Content: View>: View, PreviewSetting {
  let content: Content
  let family: WidgetFamily?
  let displayName: String?

  var body: Content { content }

  var settingContent: Any { content }

  @MainActor func resolveContent() -> ViewNode { resolveViewNode(content) }
}

/// A preview setting found in a provider's previews: its family, its name and what it wraps.
@MainActor
protocol PreviewSetting {
  /// The family set (`nil`: not set here).
  var family: WidgetFamily? { get }
  /// The name set (`nil`: not set here).
  var displayName: String? { get }
  /// The wrapped view, searched for further settings.
  var settingContent: Any { get }
  /// The wrapped view resolved.
  @MainActor func resolveContent() -> ViewNode
}
