/// How the system shows one value: a title, an optional subtitle and an optional image.
///
/// As App Intents declares it; entities, enum cases and options each have one.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// An image beside the title: SystemSpaces draws SF Symbols by name.
  public struct Image: Sendable, Hashable {
    /// The SF Symbol's name, for an image made from a system symbol.
    public let systemName: String?
    /// Whether the image is drawn as a template (tinted); `nil` means the system decides.
    public let isTemplate: Bool?

    /// Creates an image from a system symbol.
    public init(systemName name: String, isTemplate: Bool? = nil) {
      self.systemName = name
      self.isTemplate = isTemplate
    }
  }

  /// The title (a picker's row, a parameter's value).
  public var title: LocalizedStringResource
  /// The subtitle, shown under the title.
  public var subtitle: LocalizedStringResource?
  /// The image.
  public var image: DisplayRepresentation.Image?
  /// Other names people may use for the value.
  public var synonyms: [LocalizedStringResource]

  /// Creates a representation with a title and, optionally, a subtitle and an image.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
  }

  /// Creates a representation with synonyms.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil, synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  /// A representation that is only a title (`"Work"`).
  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  /// A representation whose title is built by interpolation (`"\(name)"`).
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
