#include "gui/settings/languagemanager.h"

#include "gui/settings/appsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ringlab::gui {

namespace {
const QString kPrefix = QStringLiteral(":/i18n/ringlab_");
} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

LanguageManager *LanguageManager::instance()
{
    static LanguageManager *manager = new LanguageManager(QCoreApplication::instance());
    return manager;
}

QStringList LanguageManager::available()
{
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("ringlab_*.qm")});
    for (const QString &file : files)
        languages << file.mid(8, file.size() - 8 - 3);
    return languages;
}

QString LanguageManager::nativeName(const QString &language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (language == QLatin1String("en"))
        name = QStringLiteral("English");
    if (name.isEmpty())
        return language;
    return name.left(1).toUpper() + name.mid(1);
}

QString LanguageManager::resolve(const QString &language)
{
    const QStringList known = available();
    if (!language.isEmpty() && language != QLatin1String("system"))
        return known.contains(language) ? language : QString();
    // Follow the system: first UI language with a translation (zh_CN, then zh), else English.
    for (const QString &ui : QLocale::system().uiLanguages()) {
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

bool LanguageManager::setLanguage(const QString &language)
{
    const QString target = resolve(language);
    if (target.isEmpty())
        return false;
    auto *app = QCoreApplication::instance();
    if (m_app) {
        app->removeTranslator(m_app);
        delete m_app;
        m_app = nullptr;
    }
    if (m_qt) {
        app->removeTranslator(m_qt);
        delete m_qt;
        m_qt = nullptr;
    }
    if (target != QLatin1String("en")) {
        m_app = new QTranslator(this);
        if (!m_app->load(kPrefix + target + QStringLiteral(".qm"))) {
            delete m_app;
            m_app = nullptr;
            return false;
        }
        m_qt = new QTranslator(this);
        // Qt's own strings (standard buttons, file dialogs), when the system has them.
        if (m_qt->load(QStringLiteral("qtbase_") + target, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            app->installTranslator(m_qt);
        else {
            delete m_qt;
            m_qt = nullptr;
        }
        app->installTranslator(m_app); // installing sends LanguageChange to every widget
    }
    // removeTranslator/installTranslator post LanguageChange; widgets retranslate themselves.
    m_current = target;
    QLocale::setDefault(QLocale(target));
    emit languageChanged(target);
    return true;
}

void LanguageManager::applySaved()
{
    if (!setLanguage(AppSettings::language()))
        setLanguage(QString());
}

} // namespace ringlab::gui
