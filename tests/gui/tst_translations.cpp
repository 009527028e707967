// Translations: every .ts file is complete (no unfinished, obsolete or vanished entries), the
// sources hold no string the .ts files lack (lupdate into a temporary copy adds nothing), and
// switching the language at run time retranslates widgets without a restart, and every key term
// is rendered as translations/GLOSSARY.md says.
#include "gui/export/figurebutton.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/core/buildinfo.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/liverunstatus.h"
#include "ringcore/live/liverunvalidator.h"
#include "ringcore/live/managedprocess.h"

#include <QDir>
#include <QDirIterator>
#include <QSet>
#include <QSpinBox>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace ringlab::gui;

namespace {

QString sourceRoot()
{
    return QDir(QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..")).absolutePath();
}

/// (context, source, translation with its plural forms joined, its type attribute) of every
/// message of a .ts file; an empty list when it cannot be read.
QList<QStringList> messagesOf(const QString &path, QString *error = nullptr)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open ") + path;
        return {};
    }
    QXmlStreamReader xml(&file);
    QList<QStringList> out;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            out << QStringList{context, source, xml.readElementText(QXmlStreamReader::IncludeChildElements), type};
        }
    }
    if (xml.hasError() && error)
        *error = QStringLiteral("XML error: ") + xml.errorString();
    return out;
}

/// "context: source" of every message whose translation is unfinished, obsolete or vanished.
QStringList incomplete(const QString &path, int *messages)
{
    QString error;
    const QList<QStringList> all = messagesOf(path, &error);
    *messages = int(all.size());
    QStringList bad;
    for (const QStringList &m : all)
        if (!m[3].isEmpty() || m[2].trimmed().isEmpty())
            bad << QStringLiteral("%1: \"%2\" (%3)").arg(m[0], m[1], m[3].isEmpty() ? QStringLiteral("empty") : m[3]);
    if (!error.isEmpty())
        bad << error;
    return bad;
}

/// Every translation context the code can ask for at run time: the argument of each
/// Q_DECLARE_TR_FUNCTIONS, the first argument of each translate() / QT_TRANSLATE_NOOP, and the
/// qualified name of each Q_OBJECT class (what its tr() looks up: "ringcore::LiveRunner").
QSet<QString> runtimeContexts(QStringList *classes)
{
    QSet<QString> out;
    static const QRegularExpression declare(QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\(\\s*([\\w:]+)\\s*\\)"));
    static const QRegularExpression literal(
        QStringLiteral("(?:translate|QT_TRANSLATE_NOOP3?|QT_TRANSLATE_N_NOOP3?)\\(\\s*\"([^\"]+)\""));
    static const QRegularExpression space(QStringLiteral("\\bnamespace\\s+([\\w:]+)\\s*\\{"));
    static const QRegularExpression object(
        QStringLiteral("\\b(?:class|struct)\\s+(?:RINGLAB\\w+\\s+)?(\\w+)\\b[^;{]*\\{\\s*(?:public:\\s*|private:\\s*)?Q_OBJECT"));
    for (const QString &top : {QStringLiteral("app"), QStringLiteral("ringcore")}) {
        QDirIterator it(sourceRoot() + QLatin1Char('/') + top, {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (auto m = declare.globalMatch(text); m.hasNext();)
                out << m.next().captured(1);
            for (auto m = literal.globalMatch(text); m.hasNext();)
                out << m.next().captured(1);
            static const QRegularExpression comment(QStringLiteral("//[^\\n]*"));
            const QString code = QString(text).remove(comment); // "this class owns the …" is no class
            for (auto m = object.globalMatch(code); m.hasNext();) {
                const QRegularExpressionMatch c = m.next();
                // The namespace declared last before the class (the code base opens one per file).
                QString ns;
                for (auto n = space.globalMatch(code.left(c.capturedStart())); n.hasNext();)
                    ns = n.next().captured(1);
                const QString name = ns.isEmpty() ? c.captured(1) : ns + QStringLiteral("::") + c.captured(1);
                out << name;
                if (classes)
                    *classes << name;
            }
        }
    }
    return out;
}

QString lupdate()
{
    for (const QString &dir : {QLibraryInfo::path(QLibraryInfo::BinariesPath), QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath),
                               QStringLiteral("/usr/lib/qt6/bin")}) {
        const QString path = dir + QStringLiteral("/lupdate");
        if (QFile::exists(path))
            return path;
    }
    return QString();
}


/// One row of translations/GLOSSARY.md: an English term, the renderings a translation must use
/// (any one, ignoring case) and those it must not (exact).
struct GlossaryTerm
{
    QString english;
    QStringList required[2]; ///< [0] German, [1] Chinese
    QStringList rejected[2];
};

QList<GlossaryTerm> readGlossary(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    auto alternatives = [](const QString &cell) {
        QStringList out;
        for (const QString &a : cell.split(QStringLiteral(" / ")))
            if (!a.trimmed().isEmpty())
                out << a.trimmed();
        return out;
    };
    QList<GlossaryTerm> terms;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1String("| ")) || line.startsWith(QLatin1String("| English")))
            continue;
        QStringList cells = line.trimmed().mid(1).chopped(1).split(QLatin1Char('|'));
        if (cells.size() < 5)
            continue;
        for (QString &c : cells)
            c = c.trimmed();
        GlossaryTerm t;
        // "share (noun)": the note in brackets is for people.
        t.english = cells[0].remove(QRegularExpression(QStringLiteral("\\s*\\(.*\\)$")));
        t.required[0] = alternatives(cells[1]);
        t.rejected[0] = alternatives(cells[2]);
        t.required[1] = alternatives(cells[3]);
        t.rejected[1] = alternatives(cells[4]);
        terms << t;
    }
    return terms;
}

/// The source without what stays English in every language: options (--seed), field names
/// ("down: …", servers[%1].weight), host:port:weight forms, quoted and `code` text, file names,
/// upper-case placeholders (FILE, EPS) and snake_case settings.
QString proseOf(QString source)
{
    static const QList<QRegularExpression> code{
        QRegularExpression(QStringLiteral("[\\w.]+(?::[\\w.]+)+")), QRegularExpression(QStringLiteral("--[\\w-]+")),
        QRegularExpression(QStringLiteral("`[^`]*`")), QRegularExpression(QStringLiteral("\\b\\w+\\[%\\d\\]\\.\\w+")),
        QRegularExpression(QStringLiteral("^\\s*[\\w.-]+:(?=\\s)")), QRegularExpression(QStringLiteral("\\b\\w+[=:]\\w")),
        QRegularExpression(QStringLiteral("\"[^\"]*\"")), QRegularExpression(QStringLiteral("\\b(?!CV\\b)[A-Z_]{2,}\\b")),
        QRegularExpression(QStringLiteral("\\b[a-z]+_[a-z_]+\\b")), QRegularExpression(QStringLiteral("\\$\\w+")),
        QRegularExpression(QStringLiteral("\\bring, spread, removal[^.]*"))};
    for (const QRegularExpression &re : code)
        source.replace(re, QStringLiteral(" "));
    return source;
}

QRegularExpression termPattern(const QString &english)
{
    const bool exactCase = english == english.toUpper(); // "CV", not "cv"
    return QRegularExpression(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(english) + QStringLiteral("s?(?![\\w-])"),
                              exactCase ? QRegularExpression::NoPatternOption : QRegularExpression::CaseInsensitiveOption);
}

/// What breaks the glossary in one message: a term of the source without its rendering, or with
/// a rejected one. A term inside a longer one ("seed" in "seed article") follows the longer one;
/// a term kept in English in the translation (an option or program name) is fine.
QStringList glossaryProblems(const QList<GlossaryTerm> &terms, int language, const QString &source, QString translation)
{
    translation.remove(QLatin1Char('&')); // accelerators: "Sc&hlüssel"
    const QString prose = proseOf(source);
    QStringList problems;
    for (const GlossaryTerm &t : terms) {
        QString rest = prose;
        for (const GlossaryTerm &longer : terms)
            if (&longer != &t && longer.english.contains(t.english, Qt::CaseInsensitive) && longer.english.size() > t.english.size())
                rest.replace(termPattern(longer.english), QStringLiteral(" "));
        if (!rest.contains(termPattern(t.english)))
            continue;
        const bool kept = translation.contains(termPattern(t.english));
        const QStringList &required = t.required[language];
        const bool found = std::any_of(required.begin(), required.end(),
                                       [&](const QString &r) { return translation.contains(r, Qt::CaseInsensitive); });
        if (!required.isEmpty() && !found && !kept)
            problems << QStringLiteral("\"%1\" not rendered as %2").arg(t.english, required.join(QStringLiteral(" / ")));
        for (const QString &r : t.rejected[language])
            if (translation.contains(r))
                problems << QStringLiteral("\"%1\" rendered as rejected \"%2\"").arg(t.english, r);
    }
    return problems;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void tsFilesComplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("de") << QStringLiteral("ringlab_de.ts");
        QTest::newRow("zh_CN") << QStringLiteral("ringlab_zh_CN.ts");
        QTest::newRow("en (plurals)") << QStringLiteral("ringlab_en.ts");
    }
    void tsFilesComplete()
    {
        QFETCH(QString, file);
        int messages = 0;
        const QStringList bad = incomplete(sourceRoot() + QStringLiteral("/translations/") + file, &messages);
        QVERIFY2(messages > 0, "no messages at all");
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 incomplete entries, e.g.\n  %2")
                                               .arg(bad.size()).arg(bad.mid(0, 15).join(QStringLiteral("\n  ")))));
    }
    void sourcesHaveNoNewStrings_data() { tsFilesComplete_data(); }
    void sourcesHaveNoNewStrings()
    {
        QFETCH(QString, file);
        const QString tool = lupdate();
        QVERIFY2(!tool.isEmpty(), "lupdate not found");
        QTemporaryDir dir;
        const QString copy = dir.filePath(file);
        QVERIFY(QFile::copy(sourceRoot() + QStringLiteral("/translations/") + file, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess process;
        process.setWorkingDirectory(sourceRoot());
        QStringList arguments{QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("-I"),
                              QStringLiteral("."), QStringLiteral("-I"), QStringLiteral("app"), QStringLiteral("app"),
                              QStringLiteral("ringcore"), QStringLiteral("-ts"), copy};
        // English holds the plural messages only (scripts/update-translations.sh runs it the same way).
        if (file == QLatin1String("ringlab_en.ts"))
            arguments.prepend(QStringLiteral("-pluralonly"));
        process.start(tool, arguments);
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        int messages = 0;
        const QStringList bad = incomplete(copy, &messages);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("run scripts/update-translations.sh: %1 strings need work, e.g.\n  %2")
                                               .arg(bad.size()).arg(bad.mid(0, 15).join(QStringLiteral("\n  ")))));
    }
    // lupdate without the include paths could not see which namespace a class lives in and wrote
    // contexts such as "LiveRunner" and "Tr", which tr() never asks for: those strings stayed
    // English in every language although the .ts files translate them.
    void everyContextIsOneTheCodeAsksFor_data() { tsFilesComplete_data(); }
    void everyContextIsOneTheCodeAsksFor()
    {
        QFETCH(QString, file);
        QStringList classes;
        const QSet<QString> known = runtimeContexts(&classes);
        QVERIFY2(classes.contains(QStringLiteral("ringcore::LiveRunner")), qPrintable(classes.join(QLatin1Char(' '))));
        QVERIFY(classes.contains(QStringLiteral("ringlab::gui::MainWindow")));
        QSet<QString> unknown;
        for (const QStringList &m : messagesOf(sourceRoot() + QStringLiteral("/translations/") + file))
            if (!known.contains(m[0]))
                unknown << m[0];
        QStringList list(unknown.begin(), unknown.end());
        list.sort();
        QVERIFY2(list.isEmpty(), qPrintable(QStringLiteral("contexts no tr() asks for (run scripts/update-translations.sh): ")
                                                + list.join(QStringLiteral(", "))));
    }
    // The same seen from the running code: the live runner's and the readers' messages in German.
    void engineMessagesAreTranslated()
    {
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("de")));
        const QString busy = ringcore::LiveRunner::tr("a live run is already in progress");
        QVERIFY2(busy != QLatin1String("a live run is already in progress"), qPrintable(busy));
        const QString loading = ringcore::LiveRunStatus::phaseName(ringcore::LiveRunPhase::Loading);
        QVERIFY2(loading != QLatin1String("loading"), qPrintable(loading));
        const QString notFound = ringcore::ManagedProcess::tr("%1: program \"%2\" not found or not executable");
        QVERIFY2(!notFound.contains(QLatin1String("not found")), qPrintable(notFound));
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
        QCOMPARE(ringcore::LiveRunStatus::phaseName(ringcore::LiveRunPhase::Loading), QStringLiteral("loading"));
    }
    void glossaryConsistent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("language");
        QTest::newRow("de") << QStringLiteral("ringlab_de.ts") << 0;
        QTest::newRow("zh_CN") << QStringLiteral("ringlab_zh_CN.ts") << 1;
    }
    void glossaryConsistent()
    {
        // translations/GLOSSARY.md: one rendering per key term in every entry.
        QFETCH(QString, file);
        QFETCH(int, language);
        const QList<GlossaryTerm> terms = readGlossary(sourceRoot() + QStringLiteral("/translations/GLOSSARY.md"));
        QVERIFY2(terms.size() >= 20, qPrintable(QString::number(terms.size())));
        const QList<QStringList> messages = messagesOf(sourceRoot() + QStringLiteral("/translations/") + file);
        QVERIFY(messages.size() > 1000);
        QStringList bad;
        for (const QStringList &m : messages)
            for (const QString &problem : glossaryProblems(terms, language, m[1], m[2]))
                bad << QStringLiteral("%1: \"%2\" → \"%3\": %4").arg(m[0], m[1].left(80), m[2].left(80), problem);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 glossary problems, e.g.\n  %2")
                                               .arg(bad.size()).arg(bad.mid(0, 15).join(QStringLiteral("\n  ")))));
    }
    void glossaryCheckCatchesVariants()
    {
        // The check itself: a rejected or missing rendering is found, option names are not terms.
        const QList<GlossaryTerm> terms = readGlossary(sourceRoot() + QStringLiteral("/translations/GLOSSARY.md"));
        QVERIFY(!glossaryProblems(terms, 0, QStringLiteral("Busiest server"), QStringLiteral("Am stärksten belasteter Server")).isEmpty());
        QVERIFY(glossaryProblems(terms, 0, QStringLiteral("Busiest server"), QStringLiteral("Meistbelasteter Server")).isEmpty());
        QVERIFY(!glossaryProblems(terms, 1, QStringLiteral("Quietest server"), QStringLiteral("负载最低的服务器")).isEmpty());
        QVERIFY(!glossaryProblems(terms, 0, QStringLiteral("Down:"), QStringLiteral("Abgeschaltet:")).isEmpty());
        QVERIFY(glossaryProblems(terms, 0, QStringLiteral("--seed: %1 is not a number"), QStringLiteral("--seed: %1 ist keine Zahl")).isEmpty());
        QVERIFY(!glossaryProblems(terms, 0, QStringLiteral("seed %1"), QStringLiteral("Seed %1")).isEmpty());
        QVERIFY(glossaryProblems(terms, 0, QStringLiteral("Source: the seed article"), QStringLiteral("Quelle: der Ausgangsartikel")).isEmpty());
    }
    void liveReasonsTakeThePluralOfTheirCount()
    {
        // A live run's reasons pick the plural form of their count (tr(…, n)) and write the
        // number in the UI locale.
        auto reasons = [](qint64 failed) {
            ringcore::LiveRunResult r;
            r.keysPlanned = r.keysMeasured = 2000;
            r.completed = true;
            r.failed = failed;
            ringcore::LiveRunValidator::validate(&r, 0, QString(), {});
            return r.reasons.join(QStringLiteral("; "));
        };
        LanguageManager *manager = LanguageManager::instance();
        QVERIFY(manager->setLanguage(QStringLiteral("en")));
        QCOMPARE(reasons(1), QStringLiteral("1 request failed without an HTTP answer"));
        QCOMPARE(reasons(1500), QStringLiteral("1,500 requests failed without an HTTP answer"));
        QVERIFY(manager->setLanguage(QStringLiteral("de")));
        QCOMPARE(reasons(1), QStringLiteral("1 Anfrage schlug ohne HTTP-Antwort fehl"));
        QCOMPARE(reasons(1500), QStringLiteral("1.500 Anfragen schlugen ohne HTTP-Antwort fehl"));
        QVERIFY(manager->setLanguage(QStringLiteral("en")));
    }
    void englishPluralsOnly()
    {
        // The English file adds plural forms and nothing else: every message in it is a plural one.
        QFile file(sourceRoot() + QStringLiteral("/translations/ringlab_en.ts"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int plural = 0, other = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("message"))
                ++(xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes") ? plural : other);
        }
        QVERIFY(!xml.hasError());
        QVERIFY2(plural >= 40, qPrintable(QString::number(plural)));
        QCOMPARE(other, 0);
        // English is listed once although ringlab_en.qm exists, and it loads.
        QCOMPARE(LanguageManager::available().count(QStringLiteral("en")), 1);
        QVERIFY(QFile::exists(ringcore::buildinfo::dataDir() + QStringLiteral("/translations/ringlab_en.qm")));
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("ringlab::gui::MainWindow", "%n file(s) written to %1", nullptr, 1),
                 QStringLiteral("1 file written to %1"));
        QCOMPARE(QCoreApplication::translate("ringlab::gui::MainWindow", "%n file(s) written to %1", nullptr, 3),
                 QStringLiteral("3 files written to %1"));
    }
    void switchesWithoutRestart()
    {
        LanguageManager *manager = LanguageManager::instance();
        QVERIFY(LanguageManager::available().contains(QStringLiteral("de")));
        QVERIFY(LanguageManager::available().contains(QStringLiteral("zh_CN")));
        FigureButton button([] { return Figure(); });
        QCOMPARE(button.text(), QStringLiteral("Export"));
        QVERIFY(manager->setLanguage(QStringLiteral("de")));
        QCoreApplication::processEvents();
        QCOMPARE(manager->current(), QStringLiteral("de"));
        QCOMPARE(button.text(), QStringLiteral("Exportieren"));
        QVERIFY(manager->setLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QCOMPARE(button.text(), QStringLiteral("导出"));
        QVERIFY(manager->setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(button.text(), QStringLiteral("Export"));
        // Numbers in input fields follow the language too (made in English, shown in German).
        QSpinBox keys;
        keys.setRange(1, 1000000);
        keys.setGroupSeparatorShown(true); // as RingLab's count fields do
        keys.setValue(100000);
        QCOMPARE(keys.text(), QLocale().toString(100000));
        QVERIFY(manager->setLanguage(QStringLiteral("de")));
        QCoreApplication::processEvents();
        QCOMPARE(keys.text(), QStringLiteral("100.000"));
        QVERIFY(manager->setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(keys.text(), QStringLiteral("100,000"));
        QVERIFY(!manager->setLanguage(QStringLiteral("xx"))); // unknown: refused, nothing changes
        QCOMPARE(manager->current(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
