#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#else
  /// A uniform type identifier, as UniformTypeIdentifiers declares it.
  ///
  /// It says what kind of file or data something is (`public.png`), with the types it conforms
  /// to and its filename extensions.
  ///
  /// Linux has no UniformTypeIdentifiers, so SpacesKit carries the system's common types (see
  /// `UTType+System.swift`) and types made from an identifier, an extension or a MIME type;
  /// a file's type is found from its extension.
  public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// The filename extensions of the type, the preferred first.
    let filenameExtensions: [String]
    /// The MIME types of the type, the preferred first.
    let mimeTypes: [String]
    /// The identifiers of the types this one conforms to directly.
    let parents: [String]
    /// What people call the type ("PNG image").
    public let localizedDescription: String?

    init(
      _ identifier: String, description: String?, extensions: [String] = [],
      mime: [String] = [], parents: [String]
    ) {
      self.identifier = identifier
      self.localizedDescription = description
      self.filenameExtensions = extensions
      self.mimeTypes = mime
      self.parents = parents
    }

    /// The type with an identifier, if the system declares it.
    public init?(_ identifier: String) {
      guard let known = Self.known[identifier.lowercased()] else { return nil }
      self = known
    }

    /// The type of files with an extension (`"png"`), conforming to `public.data` by default.
    ///
    /// An extension no declared type has makes a dynamic type, as on iOS.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let wanted = filenameExtension.lowercased()
      guard !wanted.isEmpty, !wanted.contains("/") else { return nil }
      if let known = Self.ordered.first(where: {
        $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype)
      }) {
        self = known
      } else {
        self.init(
          "dyn.\(wanted)", description: nil, extensions: [wanted],
          parents: [supertype.identifier])
      }
    }

    /// The type of a MIME type (`"image/png"`), if the system declares one.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      let wanted = mimeType.lowercased()
      guard
        let known = Self.ordered.first(where: {
          $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype)
        })
      else { return nil }
      self = known
    }

    /// The extension files of this type usually have, if any.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The MIME type of this type, if any.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Whether this is a type the system declares (not made up from an unknown extension).
    public var isDeclared: Bool { Self.known[identifier] != nil }

    /// Whether the type was made for an extension or identifier no declared type has.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
      var found: Set<UTType> = []
      var pending = parents
      while let next = pending.popLast() {
        guard let type = Self.known[next], found.insert(type).inserted else { continue }
        pending += type.parents
      }
      return found
    }

    /// Whether this type is `type` or conforms to it (a PNG is an image, data and an item).
    public func conforms(to type: UTType) -> Bool {
      self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }

    /// Types are the same type when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  }
#endif
