import CatalogModel
import Foundation
import Testing

@testable import CatalogXLIFF

@Suite("The strict XML reader")
struct XMLReaderTests {
    func read(_ text: String) throws -> XMLElement { try XMLReader.read(Array(text.utf8)) }

    func error(_ text: String) -> XMLError? {
        do {
            _ = try read(text)
            return nil
        } catch let error as XMLError {
            return error
        } catch {
            return nil
        }
    }

    @Test func textReferencesCDATAAndLineEnds() throws {
        let root = try read("<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<a x='1 &amp;\t2'>A &lt;&#233;&#x1F600;<![CDATA[<b>&amp;]]>\r\nz<!-- c --></a>")
        #expect(root.attribute("x")?.value == "1 & 2", "attribute values normalize tabs")
        guard case .text(let text, _)? = root.children.first else { Issue.record("no text"); return }
        #expect(text == "A <é😀<b>&amp;\nz")
    }

    @Test func namespacesResolveWhateverThePrefix() throws {
        let root = try read("<x:xliff xmlns:x=\"urn:oasis:names:tc:xliff:document:1.2\"><x:file/></x:xliff>")
        #expect(root.namespace == XMLNamespace.xliff12 && root.localName == "xliff")
        #expect(root.elements.first?.localName == "file")
        #expect(error("<p:a/>")?.message.contains("prefix 'p'") == true)
    }

    @Test func documentTypeDeclarationsAreRefusedWhateverTheyHold() {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <xliff>&secret;</xliff>
            """
        #expect(error(external)?.message.contains("document type declaration") == true)
        #expect(error(external)?.offset == 22)
        let laughs = "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">]><lolz>&lol2;</lolz>"
        #expect(error(laughs)?.message.contains("document type declaration") == true)
        #expect(error("<!DOCTYPE html SYSTEM \"http://example.com/x.dtd\"><html/>") != nil)
    }

    @Test func undefinedEntitiesAndMalformedXMLAreErrorsAtTheirPlace() {
        #expect(error("<a>&nbsp;</a>")?.message.contains("&nbsp; is not defined") == true)
        #expect(error("<a>&#0;</a>")?.message.contains("not a character") == true)
        // Characters XML 1.0 does not allow, as references or as they are: import stored them, and
        // the next export refused the language.
        for text in ["<a>&#1;</a>", "<a>&#x1B;</a>", "<a>&#xFFFE;</a>", "<a>a\u{1}b</a>", "<a>\u{FFFF}</a>"] {
            #expect(error(text)?.message.contains("XML 1.0 does not allow") == true, "\(text.debugDescription)")
        }
        #expect(error("<a>\t&#9;&#10;&#13;\r\n</a>") == nil)
        #expect(error("<a><b></a>")?.message == "</a> closes <b>")
        // Cut short in a closing tag: said so (it said "</no> closes <note>" once).
        #expect(error("<a><note>x</no")?.message == "unexpected end of file in </no")
        #expect(error("<a><note>x</note")?.message == "unexpected end of file in </note")
        #expect(error("<a>")?.message.contains("not closed") == true)
        #expect(error("<a x=\"1\" x=\"2\"/>")?.message.contains("given twice") == true)
        #expect(error("<a/><b/>")?.message == "a second root element")
        #expect(error("")?.message == "the document has no root element")
        #expect(error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>")?.message.contains("only UTF-8") == true)
        #expect((try? XMLReader.read([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])) == nil)
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(error(deep)?.message.contains("nest more than") == true)
    }

    @Test func xliffDocumentsPointAtLinesAndColumns() throws {
        do {
            _ = try XLIFFDocument.read(data: Data("<xliff version=\"1.2\">\n  <file original=\"a\">\n  </file>\n</xliff>".utf8), path: "x.xliff")
            Issue.record("a file without languages was read")
        } catch let error as CatalogReadError {
            #expect(error.description == "x.xliff:2:3: error: <file> has no source-language attribute")
        }
        do {
            _ = try XLIFFDocument.read(data: Data("<xliff version=\"2.0\"/>".utf8), path: "x.xliff")
            Issue.record("XLIFF 2 was read")
        } catch let error as CatalogReadError {
            #expect(error.description.contains("this is XLIFF 2.0"))
        }
        // Another namespace: said so (it said "the root element is <xliff>, not XLIFF's <xliff>").
        do {
            _ = try XLIFFDocument.read(data: Data("<xliff xmlns=\"urn:example\" version=\"1.2\"/>".utf8), path: "x.xliff")
            Issue.record("another namespace was read")
        } catch let error as CatalogReadError {
            #expect(error.description == "x.xliff:1:1: error: the root element <xliff> is not in XLIFF 1.2's namespace (urn:oasis:names:tc:xliff:document:1.2)")
        }
    }
}
