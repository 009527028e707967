#include "gui/settings/languagemenu.h"

#include "gui/settings/appsettings.h"
#include "gui/settings/languagemanager.h"

#include <QActionGroup>
#include <QEvent>

namespace ringlab::gui {

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    m_system = addAction(QString());
    m_system->setCheckable(true);
    m_system->setData(QString());
    m_group->addAction(m_system);
    addSeparator();
    const QString saved = AppSettings::language();
    m_system->setChecked(saved.isEmpty());
    for (const QString &language : LanguageManager::available()) {
        QAction *action = addAction(LanguageManager::nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(saved == language);
        action->setObjectName(QStringLiteral("language_") + language);
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *a) { choose(a->data().toString()); });
    retranslate();
}

void LanguageMenu::choose(const QString &language)
{
    AppSettings::setLanguage(language);
    LanguageManager::instance()->setLanguage(language);
}

void LanguageMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
    m_system->setText(tr("Follow the system"));
}

} // namespace ringlab::gui
