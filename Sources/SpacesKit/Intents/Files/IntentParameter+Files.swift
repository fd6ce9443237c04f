/// `@Parameter` for files, as App Intents declares it: `supportedContentTypes:` (iOS 18) or
/// `supportedTypeIdentifiers:` (iOS 16–17) limit the files a person can give; a file of
/// another type is refused where it is given, naming the types that fit.
extension IntentParameter where Value == IntentFile {
  /// Creates a file parameter that takes files of the given types.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: IntentFile? = nil, supportedContentTypes: [UTType]? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: nil, contentTypes: supportedContentTypes)
  }

  /// Creates a file parameter that takes files of the types with the given identifiers.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: IntentFile? = nil, supportedTypeIdentifiers: [String],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: nil,
      contentTypes: supportedTypeIdentifiers.map(UTType.declaredOrDynamic))
  }
}

extension IntentParameter {
  /// Creates an optional file parameter that takes files of the given types.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: IntentFile? = nil, supportedContentTypes: [UTType]? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value == IntentFile? {
    self.init(
      title: title, description: description, default: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog, options: nil, contentTypes: supportedContentTypes)
  }

  /// Creates an optional file parameter that takes files of the identified types.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: IntentFile? = nil, supportedTypeIdentifiers: [String],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value == IntentFile? {
    self.init(
      title: title, description: description, default: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog, options: nil,
      contentTypes: supportedTypeIdentifiers.map(UTType.declaredOrDynamic))
  }
}

extension UTType {
  /// The declared type with an identifier, or a type standing for an identifier the dashboard
  /// doesn't know (it matches only files of exactly that type).
  static func declaredOrDynamic(_ identifier: String) -> UTType {
    #if canImport(UniformTypeIdentifiers)
      UTType(identifier) ?? UTType(exportedAs: identifier)
    #else
      UTType(identifier) ?? UTType(identifier, description: nil, parents: ["public.data"])
    #endif
  }
}
