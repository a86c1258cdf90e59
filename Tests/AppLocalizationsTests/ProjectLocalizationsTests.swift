import AppLocalizations
import CatalogModel
import Foundation
import Testing
import TestSupport

/// A temporary folder (see `TemporaryFolder`).
typealias Folder = TemporaryFolder

/// What reading `path` as a project input says is wrong (`nil`: nothing).
private func reason(_ path: String) -> String? {
    do {
        _ = try ProjectLocalizations.read([path])
        return nil
    } catch {
        return "\(error)"
    }
}

let catalogWithGermanAndAnEmptyFrench = """
    {
      "sourceLanguage" : "en-GB",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } },
            "it" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Ciao" } } } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

let projectFile = """
    // !$*UTF8*$!
    {
    	objects = {
    		8F1 /* Project object */ = {
    			isa = PBXProject;
    			developmentRegion = "en-GB";
    			knownRegions = (
    				"en-GB",
    				Base,
    				"en-IE",
    				de,
    			);
    		};
    	};
    }
    """

let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>CFBundleDevelopmentRegion</key>
    	<string>it</string>
    	<key>CFBundleLocalizations</key>
    	<array>
    		<string>it</string>
    		<string>it-CH</string>
    		<string></string>
    	</array>
    </dict>
    </plist>
    """

@Suite struct ProjectLocalizationsTests {
    @Test func aCatalogGivesItsLanguagesWithAValueAndItsSourceLanguage() throws {
        let folder = try Folder()
        let catalog = try folder.write("Localizable.xcstrings", catalogWithGermanAndAnEmptyFrench)
        let project = try ProjectLocalizations.read([catalog])
        #expect(project.localizations == ["en-GB", "de", "it"])
        #expect(project.developmentRegion == "en-GB")
    }

    @Test("Knowing the languages present (the linter does), the search stops early with the same answer",
          arguments: SharedData.corpusFiles)
    func theLanguagesPresentChangeNothing(_ file: CorpusFile) throws {
        let catalog = try CatalogReader.read(contentsOf: file.path, toleratingDuplicateKeys: true).catalog
        let present = Set(catalog.strings.values.flatMap { $0.localizations.map { Array($0.keys) } ?? [] })
        #expect(ProjectLocalizations.languages(of: catalog, present: present) == ProjectLocalizations.languages(of: catalog))
    }

    @Test func aLanguageWithAValueOnlyInItsLastKeyIsFound() throws {
        // Two hundred keys (chunks on all cores): French has a value in the last one only, German in every one.
        var strings: [String: CatalogEntry] = [:]
        func unit(_ value: String) -> Localization { Localization(stringUnit: StringUnit(state: .translated, value: value)) }
        for index in 0..<200 {
            strings["k\(index)"] = CatalogEntry(localizations: ["de": unit("Hallo"), "fr": unit(index == 199 ? "Salut" : "")])
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: strings)
        #expect(ProjectLocalizations.languages(of: catalog, present: ["de", "fr"]) == ["en", "de", "fr"])
        #expect(ProjectLocalizations.languages(of: catalog) == ["en", "de", "fr"])
    }

    @Test func aProjectGivesKnownRegionsWithoutBaseAndItsDevelopmentRegion() throws {
        let folder = try Folder()
        let project = try folder.write("App.xcodeproj/project.pbxproj", projectFile)
        let read = try ProjectLocalizations.read([folder.root + "/App.xcodeproj"])
        #expect(read == ProjectLocalizations(localizations: ["en-GB", "en-IE", "de"], developmentRegion: "en-GB"))
        #expect(try ProjectLocalizations.read([project]) == read)
    }

    @Test func anInfoPlistGivesItsNonEmptyLocalizations() throws {
        let folder = try Folder()
        let plist = try folder.write("Info.plist", infoPlist)
        #expect(try ProjectLocalizations.read([plist])
            == ProjectLocalizations(localizations: ["it", "it-CH"], developmentRegion: "it"))
    }

    @Test func aFolderGivesItsLprojNamesBaseIncluded() throws {
        let folder = try Folder()
        for name in ["zh_TW.lproj", "English.lproj", "Base.lproj", "notes", "de.lproj"] { try folder.folder("Resources/" + name) }
        #expect(try ProjectLocalizations.read([folder.root + "/Resources"]).localizations == ["Base", "English", "de", "zh_TW"])
    }

    @Test func inputsCombineInOrderAndTheProjectsDevelopmentRegionWins() throws {
        let folder = try Folder()
        let catalog = try folder.write("Localizable.xcstrings", catalogWithGermanAndAnEmptyFrench)
        let plist = try folder.write("Info.plist", infoPlist)
        try folder.write("App.xcodeproj/project.pbxproj", projectFile)
        let read = try ProjectLocalizations.read([catalog, plist, folder.root + "/App.xcodeproj"])
        #expect(read.localizations == ["en-GB", "de", "it", "it-CH", "en-IE"])
        #expect(read.developmentRegion == "en-GB")
        #expect(try ProjectLocalizations.read([catalog, plist]).developmentRegion == "it")
    }

    @Test func badInputsSayWhatIsWrong() throws {
        let folder = try Folder()
        #expect(reason(folder.root + "/missing.xcstrings") == "\(folder.root)/missing.xcstrings: error: no such file or directory")
        #expect(reason(try folder.write("notes.txt", "x"))?.hasSuffix("notes.txt: error: not a project input (a .xcstrings catalog, an .xcodeproj, an Info.plist or a folder of .lproj folders)") == true)
        #expect(reason(try folder.write("Broken.plist", "<plist><dict>")) == "\(folder.root)/Broken.plist: error: not a property list")
        #expect(reason(try folder.write("Empty.plist", #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#))?
            .hasSuffix("neither CFBundleLocalizations nor CFBundleDevelopmentRegion") == true)
        #expect(reason(try folder.folder("Empty")) == "\(folder.root)/Empty: error: no .lproj folders in it")
        #expect(reason(try folder.write("Bad.xcstrings", "{"))?.hasPrefix("\(folder.root)/Bad.xcstrings:1:2: error: unexpected end of file") == true)
        // Nested 20,000 deep, Foundation's reader crashed (its recursion overflows the stack).
        let deep = #"<?xml version="1.0"?><plist version="1.0">"# + String(repeating: "<array>", count: 20_000)
            + String(repeating: "</array>", count: 20_000) + "</plist>"
        #expect(reason(try folder.write("Deep.plist", deep)) == "\(folder.root)/Deep.plist: error: the property list is nested deeper than 512 levels")
    }

    /// Names in a project that are no language (`../x`, a folder `My App.lproj`) are refused, where
    /// they were taken as localizations.
    @Test func namesThatAreNoLanguageAreRefused() throws {
        let folder = try Folder()
        let project = try folder.write("A.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {objects={X={isa=PBXProject;knownRegions=("../x",en);developmentRegion=en;};};rootObject=X;}
            """)
        #expect(reason((project as NSString).deletingLastPathComponent) == "\(project):2:43: "
            + "error: knownRegions names '../x', which is not a language tag (such as de, pt-BR, zh-Hans) nor an .lproj name such as Base")
        let region = try folder.write("B.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {objects={X={isa=PBXProject;knownRegions=(en,Base);developmentRegion="../y";};};rootObject=X;}
            """)
        #expect(reason((region as NSString).deletingLastPathComponent)?.contains("developmentRegion names '../y'") == true)
        let resources = try folder.folder("Resources")
        try folder.folder("Resources/en.lproj")
        try folder.folder("Resources/Base.lproj")
        #expect(try ProjectLocalizations.read([resources]).localizations == ["Base", "en"])
        try folder.folder("Resources/My App.lproj")
        #expect(reason(resources)?.contains("an .lproj folder names 'My App'") == true)
        // A catalog's names were taken as they were (`Localizations: en, , de`).
        let source = try folder.write("S.xcstrings", "{\n\"sourceLanguage\" : \"../x\",\n\"strings\" : {},\n\"version\" : \"1.0\"\n}")
        #expect(reason(source) == "\(source):2:20: error: the catalog names a localization '../x', which is not a language tag (such as de, pt-BR, zh-Hans) nor an .lproj name such as Base")
        let localization = try folder.write("L.xcstrings", #"""
            {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}},
            "pt BR":{"stringUnit":{"state":"translated","value":"B"}}}}},"version":"1.0"}
            """#)
        #expect(reason(localization)?.hasPrefix("\(localization):2:1: error: the catalog names a localization 'pt BR'") == true)
        let legacy = try folder.write("E.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"English":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}"#)
        #expect(try ProjectLocalizations.read([legacy]).localizations == ["en", "English"])
    }

    /// A project file cut short was read for what its start said (knownRegions come early).
    @Test func aProjectFileCutShortIsRefused() throws {
        let project = """
            // !$*UTF8*$!
            {
            	objects = {
            		X /* Project */ = {isa = PBXProject; knownRegions = (en, de, Base); developmentRegion = en;
            			homepage = https://example.com/a//b; name = "A } ) \\" quoted";};
            	};
            	rootObject = X /* Project */;
            }

            """
        let folder = try Folder()
        let whole = try folder.write("Whole.xcodeproj/project.pbxproj", project)
        #expect(try XcodeProject.languages(project: whole).knownRegions == ["en", "de"])
        for (cut, message) in [(project.utf8.count - 3, "2:1: error: unexpected end of file: the '{' here is never closed"),
                               (project.utf8.count - 40, "4:21: error: unexpected end of file: the '{' here is never closed")] {
            let path = try folder.write("Cut\(cut).xcodeproj/project.pbxproj", String(decoding: Array(project.utf8)[..<cut], as: UTF8.self))
            #expect(throws: CatalogReadError.self) { try XcodeProject.languages(project: path) }
            do {
                _ = try XcodeProject.languages(project: path)
            } catch {
                #expect("\(error)".hasPrefix("\(path):\(message)"), "\(error)")
            }
        }
        let extra = try folder.write("Extra.xcodeproj/project.pbxproj", project + "}\n")
        #expect(throws: CatalogReadError.self) { try XcodeProject.languages(project: extra) }
    }

    @Test func nestingDepthOfXMLPropertyLists() {
        func depth(_ text: String) -> Int { ProjectLocalizations.xmlNestingDepth(Data(text.utf8)) }
        #expect(depth(#"<plist><dict><key>a</key><array><string>x</string><array/><dict/></array></dict></plist>"#) == 2)
        #expect(depth("<plist><array >\n<dict\t>\n</dict></array></plist>") == 2)
        #expect(depth("<plist><arrays><dictionary></dictionary></arrays></plist>") == 0)
        #expect(depth("bplist00") == 0)
        #expect(depth(String(repeating: "<array>", count: 600)) == 600)
    }

    /// Info.plists as Xcode writes them (XML) and as bundles ship them (binary), and keys of the wrong
    /// type, each written with Foundation's `PropertyListSerialization` and read back.
    @Test func readsInfoPlistsInEitherFormat() throws {
        let folder = try TemporaryFolder()
        func write(_ name: String, _ object: Any, _ format: PropertyListSerialization.PropertyListFormat) throws -> String {
            let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
            try data.write(to: URL(fileURLWithPath: folder.root + "/" + name))
            return folder.root + "/" + name
        }
        func reason(_ path: String) -> String? {
            do {
                _ = try ProjectLocalizations.read([path])
                return nil
            } catch {
                return "\(error)".components(separatedBy: "error: ").last
            }
        }
        let keys: [String: Any] = [
            "CFBundleLocalizations": ["en", "", "de", "fr-CA"], "CFBundleDevelopmentRegion": "de", "CFBundleName": "App",
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let read = try ProjectLocalizations.read([try write("Info-\(format.rawValue).plist", keys, format)])
            #expect(read.developmentRegion == "de")
            #expect(read.localizations == ["en", "de", "fr-CA"], "in order, empty names dropped, as CFBundle does")
        }
        #expect(reason(try write("Array.plist", ["en"], .binary)) == "the property list is not a dictionary")
        #expect(reason(try write("String.plist", ["CFBundleLocalizations": "en"], .xml))
            == "CFBundleLocalizations is not an array of strings")
        #expect(reason(try write("Numbers.plist", ["CFBundleLocalizations": ["en", 3]], .binary))
            == "CFBundleLocalizations is not an array of strings")
        #expect(reason(try write("Region.plist", ["CFBundleDevelopmentRegion": 7], .xml))
            == "CFBundleDevelopmentRegion is not a language")
        #expect(reason(try write("EmptyRegion.plist", ["CFBundleDevelopmentRegion": ""], .binary))
            == "CFBundleDevelopmentRegion is not a language")
        #expect(reason(try write("Other.plist", ["CFBundleName": "App"], .binary))
            == "the property list has neither CFBundleLocalizations nor CFBundleDevelopmentRegion")
    }
}
