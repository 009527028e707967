// Translations: every .ts file is complete (no unfinished, obsolete or vanished entries), the
// sources hold no string the .ts files lack (lupdate into a temporary copy adds nothing), and
// switching the language at run time retranslates widgets without a restart.
#include "gui/export/figurebutton.h"
#include "gui/settings/languagemanager.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace ringlab::gui;

namespace {

QString sourceRoot()
{
    return QDir(QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..")).absolutePath();
}

/// "context: source" of every message whose translation is unfinished, obsolete or vanished.
QStringList incomplete(const QString &path, int *messages)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot open ") + path};
    QXmlStreamReader xml(&file);
    QStringList bad;
    QString context, source;
    *messages = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            ++*messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!type.isEmpty() || text.trimmed().isEmpty())
                bad << QStringLiteral("%1: \"%2\" (%3)").arg(context, source, type.isEmpty() ? QStringLiteral("empty") : type);
        }
    }
    if (xml.hasError())
        bad << QStringLiteral("XML error: ") + xml.errorString();
    return bad;
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
                              QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("app"),
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
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/ringlab_en.qm")));
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
        QVERIFY(!manager->setLanguage(QStringLiteral("xx"))); // unknown: refused, nothing changes
        QCOMPARE(manager->current(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
