# bash completion for ringlab-cli (installed as /usr/share/bash-completion/completions/ringlab-cli).
# Every list comes from the program itself, so it never drifts: commands, algorithms and live
# systems from its hidden --list-commands / --list-algorithms / --list-proxies, each command's
# options from `ringlab-cli COMMAND --help`; options whose value is a FILE, DIR, PATH or CONFIG
# complete file names.
_ringlab_cli()
{
    local cur prev words cword
    _init_completion || return
    local cli=${words[0]}

    if [[ $cword -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$("$cli" --list-commands 2>/dev/null) --help --version" -- "$cur"))
        return
    fi
    local command=${words[1]}
    case $prev in
        --proxy)
            COMPREPLY=($(compgen -W "$("$cli" --list-proxies 2>/dev/null)" -- "$cur"))
            return ;;
        --algorithm | --algorithms | --scheme | --schemes)
            # Comma-separated lists (compare --algorithms a,b) complete their last name.
            local head=""
            [[ $cur == *,* ]] && head=${cur%,*},
            COMPREPLY=($(compgen -P "$head" -W "$("$cli" --list-algorithms 2>/dev/null)" -- "${cur##*,}"))
            [[ $head ]] && compopt -o nospace 2> /dev/null
            return ;;
    esac
    local help
    help=$(LANGUAGE=en LC_ALL=C.UTF-8 "$cli" "$command" --help 2>/dev/null) || return
    if [[ $prev == --* ]]; then
        local value
        value=$(sed -n "s/^ *${prev} <\([A-Za-z=_-]*\)>.*/\1/p" <<<"$help" | head -n 1)
        case ${value^^} in
            DIR) _filedir -d; return ;;
            FILE | PATH | CONFIG | LOG) _filedir; return ;;
            '') ;;           # a flag: complete the next word below
            *) return ;;      # a number, a list, a name: nothing to offer
        esac
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(grep -o -- '^ *--[a-z0-9-]*' <<<"$help" | tr -d ' ')" -- "$cur"))
        return
    fi
    _filedir
}
complete -F _ringlab_cli ringlab-cli
