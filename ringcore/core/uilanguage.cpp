#include "ringcore/core/uilanguage.h"

#include "ringcore/core/buildinfo.h"

#include <QDir>
#include <QLocale>
#include <QTranslator>

namespace ringcore {

QStringList UiLanguage::available()
{
    QStringList languages{QStringLiteral("en")};
    // share/ringlab/translations beside the programs (buildinfo::dataDir()).
    const QString dir = buildinfo::dataDir();
    const QStringList files =
        dir.isEmpty() ? QStringList() : QDir(dir + QStringLiteral("/translations")).entryList({QStringLiteral("ringlab_*.qm")});
    // ringlab_en.qm holds only English plural forms; English is listed once.
    for (const QString &file : files) {
        const QString language = file.mid(8, file.size() - 8 - 3);
        if (!languages.contains(language))
            languages << language;
    }
    return languages;
}

QString UiLanguage::resolve(const QStringList &uiLanguages, const QStringList &known)
{
    for (const QString &ui : uiLanguages) {
        QString name = ui;
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (name.startsWith(QLatin1String("zh")) && (name.contains(QLatin1String("Hans")) || name.endsWith(QLatin1String("CN"))))
            name = QStringLiteral("zh_CN");
        if (known.contains(name))
            return name;
        const QString base = name.section(QLatin1Char('_'), 0, 0);
        if (known.contains(base))
            return base;
        if (base == QLatin1String("en"))
            return base;
    }
    return QStringLiteral("en");
}

QString UiLanguage::forSystem()
{
    return resolve(QLocale::system().uiLanguages(), available());
}

bool UiLanguage::load(QTranslator &translator, const QString &language)
{
    const QString path = buildinfo::findData(QStringLiteral("translations/ringlab_") + language + QStringLiteral(".qm"));
    return !path.isEmpty() && translator.load(path);
}

} // namespace ringcore
